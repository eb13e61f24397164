import { buildCmaReport, buildComparable, buildImportPreview, buildInsufficientAnalysis, buildMarketAnalysis, buildReport } from '@/testing/fixtures';

import {
  fieldLabel,
  findMarketAnalysisReport,
  rowFieldOfServerKey,
  snapPercent,
  toComparable,
  toComparableDraft,
  toImportPreview,
  toMarketAnalysis,
  withoutRow,
} from '../api/adapter';
import { formatDay, formatPerSqFt, formatPercentAdjustment, formatSignedMoney } from '../format';

describe('reading the market analysis of a showing', () => {
  it('finds the cma report among the showing reports and reads a complete analysis', () => {
    const reports = [buildReport({ id: 40 }), buildCmaReport(buildMarketAnalysis(), { id: 41, pdfFilePath: 'reports/41.pdf' })];
    const analysis = toMarketAnalysis(findMarketAnalysisReport(reports));
    expect(analysis).toMatchObject({ status: 'complete', reportId: 41, showingId: 7, pdfFilePath: 'reports/41.pdf', valueRange: { point: 496400 } });
  });

  it('has nothing to show for a report without an analysis', () => {
    expect(toMarketAnalysis(buildReport({ reportType: 'cma' }))).toBeNull();
    expect(toMarketAnalysis(buildCmaReport(null))).toBeNull();
    expect(toMarketAnalysis(undefined)).toBeNull();
  });

  it('reads the list price position, the price per square foot and the rates', () => {
    const analysis = toMarketAnalysis(buildCmaReport());
    expect(analysis).toMatchObject({
      listPrice: 525000,
      listPosition: 'within',
      listVsPointPercent: 5.76,
      pricePerSqFt: { low: 288, median: 292, average: 297.67, high: 313 },
      rates: { perBedroom: 10000 },
    });
    expect(analysis?.comparables[0]).toMatchObject({ address: '14 Elm St', adjustedPricePerSqFt: 313, featureAdjustment: 2500 });
  });

  it('lists what is missing for insufficient data, and reads a "complete" one without a value range the same way', () => {
    expect(toMarketAnalysis(buildCmaReport(buildInsufficientAnalysis(['Add comparables.', ' '])))).toMatchObject({ status: 'insufficient', needs: ['Add comparables.'] });
    expect(toMarketAnalysis(buildCmaReport(buildMarketAnalysis({ valueRange: null, missing: [], message: 'Add comparables.' })))).toMatchObject({
      status: 'insufficient',
      needs: ['Add comparables.'],
    });
  });
});

describe('comparables between the server and the editor', () => {
  it('turns a saved comparable into boxes and back', () => {
    const comparable = buildComparable({ bathrooms: 2.5, percentAdjustment: -10 });
    expect(toComparable(toComparableDraft(comparable))).toEqual(comparable);
    // A listing with no date and a known lot.
    const listing = buildComparable({ status: 'active', date: null, lotSizeAcres: 0.25 });
    expect(toComparable(toComparableDraft(listing))).toEqual(listing);
  });

  it('keeps a ±% from the server on the slider scale', () => {
    expect(snapPercent(7)).toBe(5);
    expect(snapPercent(-35)).toBe(-20);
    expect(snapPercent(null)).toBe(0);
  });

  it("pins the server's field keys to rows, counting from 0", () => {
    expect(rowFieldOfServerKey('comparables.2.price')).toEqual({ index: 2, field: 'price' });
    expect(rowFieldOfServerKey('comparables.0.distance')).toEqual({ index: 0, field: 'distanceMiles' });
    expect(rowFieldOfServerKey('listPrice')).toBeNull();
  });

  it("shows the server's row messages without repeating the row or column", () => {
    expect(withoutRow('Row 3, Price: must be more than zero')).toBe('Price: must be more than zero');
    const preview = toImportPreview(buildImportPreview());
    expect(preview.problems).toEqual([{ row: 5, column: 'Sold Price', message: 'must be more than zero' }]);
    expect(preview.columns.find((column) => column.heading === 'Sold Price')?.label).toBe('Sold price');
    expect(preview.columns.find((column) => column.heading === 'MLS #')?.label).toBeNull();
  });

  it('names import fields in words', () => {
    expect(fieldLabel('squareFeet')).toBe('Square feet');
    expect(fieldLabel('soldPrice')).toBe('Sold price');
    expect(fieldLabel('garageSpaces')).toBe('Garage spaces');
  });
});

describe('market analysis formats', () => {
  it('writes prices per square foot, adjustments and calendar dates', () => {
    expect(formatPerSqFt(312.4)).toBe('$312/sq ft');
    expect(formatPercentAdjustment(5)).toBe('+5%');
    expect(formatPercentAdjustment(-10)).toBe('−10%');
    expect(formatSignedMoney(-2500)).toBe('−$2,500');
    expect(formatSignedMoney(0)).toBe('$0');
    // A calendar date is the same day in every time zone.
    expect(formatDay('2026-02-01')).toBe('Feb 1, 2026');
  });
});
