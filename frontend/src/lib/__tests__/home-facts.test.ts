import { homeFactNames, homeFactsSchema, toHomeFactsRequest } from '../home-facts';

const problems = (value: Record<string, string>) => {
  try {
    homeFactsSchema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('home facts', () => {
  it('lists the facts in the order the boxes show them', () => {
    expect(homeFactNames).toEqual(['squareFeet', 'bedrooms', 'bathrooms', 'yearBuilt', 'lotSizeAcres']);
  });

  it("takes empty boxes, and refuses what the server refuses with the server's words", () => {
    expect(problems({ squareFeet: '', bedrooms: '', bathrooms: '', yearBuilt: '', lotSizeAcres: '' })).toEqual([]);
    expect(problems({ squareFeet: '0', bedrooms: '51', bathrooms: '2.25', yearBuilt: '1500', lotSizeAcres: 'big' })).toEqual([
      'Square feet must be more than zero',
      'Bedrooms must be between 0 and 50',
      'Bathrooms must be a whole or half number, such as 2 or 2.5',
      `Year built must be between 1600 and ${new Date().getFullYear() + 1}`,
      'Lot size must be a number of acres, such as 0.25',
    ]);
  });

  it('sends the facts as numbers and empty boxes as null', () => {
    expect(toHomeFactsRequest({ squareFeet: '1,700', bedrooms: '3', bathrooms: '2.5', yearBuilt: '', lotSizeAcres: '.25' })).toEqual({
      squareFeet: 1700,
      bedrooms: 3,
      bathrooms: 2.5,
      yearBuilt: null,
      lotSizeAcres: 0.25,
    });
  });
});
