import { buildUser } from '@/testing/fixtures';

import { initialNewShowingValues, newShowingSchema, parseListPrice, toCreateShowingRequest } from '../schemas';

describe('parseListPrice', () => {
  it.each([
    ['525000', 525000],
    ['$525,000', 525000],
    ['$ 1,250,000.50', 1250000.5],
    ['  ', null],
    ['', null],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseListPrice(raw)).toBe(expected);
  });

  it.each(['0', '-5', 'abc', '5,25,000', '1e6', '$', '20000000000'])('rejects %j', (raw) => {
    expect(parseListPrice(raw)).toBeNaN();
  });
});

describe('new showing values', () => {
  it('prefills the agent from the profile and nothing else', () => {
    const values = initialNewShowingValues(buildUser({ firstName: 'Maria', lastName: 'Lopez', email: 'm@l.co', phone: '5125550142', company: null }));
    expect(values).toMatchObject({ agentName: 'Maria Lopez', agentEmail: 'm@l.co', agentPhone: '5125550142', agentCompany: '' });
    expect(values.propertyAddress).toBe('');
    expect(values.listPrice).toBe('');
    expect(values.clientPhone).toBe('');
  });

  it('sends the reviewed notes and no invented defaults', () => {
    const values = { ...initialNewShowingValues(null), repairsNeeded: 'draft', reviewRepairs: ' final ', listPrice: '' };
    expect(toCreateShowingRequest(values)).toMatchObject({ repairsNeeded: 'final', updatesWanted: '', listPrice: null, propertyAddress: '', clientName: '' });
  });

  it('checks the review boxes only at step 3', () => {
    const values = { ...initialNewShowingValues(null), repairsNeeded: 'Leaky roof' };
    expect(newShowingSchema(2).isValidSync(values)).toBe(true);
    expect(newShowingSchema(3).isValidSync(values)).toBe(false);
    expect(newShowingSchema(3).isValidSync({ ...values, reviewUpdates: 'Paint' })).toBe(true);
  });
});
