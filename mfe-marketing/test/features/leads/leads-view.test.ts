import { leadsViewParams, readLeadsView } from '../../../src/features/leads/utils/leads-view';

const read = (query: string) => readLeadsView(new URLSearchParams(query));

describe('the leads view kept in the address', () => {
  it('opens on demo requests when the address asks for nothing', () => {
    expect(read('')).toEqual({
      board: 'demo',
      types: { application: 'provider', survey: 'customer' },
      picked: { application: false, survey: false },
      q: '',
      all: '',
    });
    expect(leadsViewParams(read('')).toString()).toBe('');
  });

  it('reads back every part of a view it wrote', () => {
    const view = read('view=survey&type=rental&q=rita+loop&all=acme');
    expect(view).toMatchObject({
      board: 'survey',
      types: { survey: 'rental' },
      picked: { survey: true, application: false },
      q: 'rita loop',
      all: 'acme',
    });
    expect(leadsViewParams(view).toString()).toBe('view=survey&type=rental&q=rita+loop&all=acme');
  });

  it('writes the type only when the admin chose it, and no search for the outbox', () => {
    const view = read('view=application');
    expect(leadsViewParams({ ...view, types: { ...view.types, application: 'store' } }).toString()).toBe(
      'view=application',
    );
    expect(leadsViewParams({ ...read(''), board: 'outbox', q: 'left over' }).toString()).toBe('view=outbox');
  });

  it('ignores a view, a type or a kind that does not exist, and cuts a search no one types', () => {
    expect(read('view=orders&type=provider').board).toBe('demo');
    expect(read('view=application&type=customer')).toMatchObject({
      board: 'application',
      types: { application: 'provider' },
      picked: { application: false },
    });
    // A survey type is not an application type, and the reverse.
    expect(read('view=survey&type=store').picked.survey).toBe(true);
    expect(read('view=survey&type=investor').picked.survey).toBe(false);
    expect(read(`q=${'x'.repeat(5000)}`).q).toHaveLength(200);
    expect(read('view=outbox&q=anything').q).toBe('');
  });
});
