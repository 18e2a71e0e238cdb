import { build, type TestContext } from '../../../helper';

let context: TestContext & { close: () => Promise<void> };
beforeAll(async () => {
  context = await build();
});
afterAll(() => context.close());

describe('GET /api/media/templates', () => {
  it('lists the nine templates, three per audience, each with title, description and prompt', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/media/templates' });
    expect(response.statusCode).toBe(200);
    const { templates } = response.json() as {
      templates: { audience: string; title: string; description: string; prompt: string }[];
    };
    expect(templates).toHaveLength(9);
    const byAudience = (audience: string) =>
      templates.filter((t) => t.audience === audience).map((t) => t.title);
    expect(byAudience('customer')).toEqual([
      'File a Claim in 5 Minutes',
      'From Report to Repair the Same Day',
      'Getting Ready for Your Technician',
    ]);
    expect(byAudience('insurance')).toEqual([
      'AI Damage Verification in 10 Minutes',
      'Live Video Inspection Instead of a Site Visit',
      'Automatic Payment on Verified Completion',
    ]);
    expect(byAudience('service_provider')).toEqual([
      'Accepting a Dispatched Job',
      'Ordering Parts Through the Dealer Portal',
      'Documenting a Repair for Instant Payment',
    ]);
    for (const template of templates) {
      expect(template.description.length).toBeGreaterThan(0);
      expect(template.prompt.length).toBeGreaterThan(template.description.length);
    }
  });
});
