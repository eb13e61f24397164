import { factsFromDescription } from '@/lib/facts-from-description';

describe('the facts a description states', () => {
  it('reads bedrooms, bathrooms, square feet and the year built', () => {
    expect(factsFromDescription('3 bed, 2 bath ranch with a new roof, 1,850 sq ft, built 1998')).toEqual({
      bedrooms: '3',
      bathrooms: '2',
      squareFeet: '1850',
      yearBuilt: '1998',
    });
  });

  it('reads other ways of writing them, and the lot', () => {
    expect(factsFromDescription('Four-square: 4 bedrooms / 2.5 baths, 2400 square feet on 0.25 acres, built in 1925')).toEqual({
      bedrooms: '4',
      bathrooms: '2.5',
      squareFeet: '2400',
      lotSizeAcres: '0.25',
      yearBuilt: '1925',
    });
  });

  it('leaves out what is not stated', () => {
    expect(factsFromDescription('Charming bungalow near the park')).toEqual({});
    expect(factsFromDescription('Renovated in 2019')).toEqual({});
  });
});
