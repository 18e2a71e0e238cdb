import {
  addDays,
  chicagoDay,
  createPickupBookingSchema,
  createTechnicianBookingSchema,
  isRecyclingZip,
  isSunday,
  isTechnicianZip,
  pickupDayProblem,
  pickupDayRange,
  quoteRecycling,
  recyclingCatalog,
  recyclingZips,
  serviceCallFeeCents,
  taxCents,
  technicianServices,
  technicianSlotProblem,
  technicianZips,
  timeWindows,
  windowStart,
} from '@claims/contracts';

// Every expected value below is written out from the spec, not read from the module under test.

describe('recycling catalog and quote', () => {
  it('has the nine items at the spec prices, in cents', () => {
    expect(recyclingCatalog.map((i) => [i.name, i.priceCents, i.category])).toEqual([
      ['Washer/Dryer', 2995, 'standard'],
      ['Stove/Oven', 2995, 'standard'],
      ['Microwave', 2995, 'standard'],
      ['Dishwasher', 2995, 'standard'],
      ['Stacked Washer/Dryer', 4995, 'standard'],
      ['Refrigerator', 6995, 'epa'],
      ['Air Conditioner', 4995, 'epa'],
      ['Dehumidifier', 3995, 'epa'],
      ['Freezer', 6995, 'epa'],
    ]);
  });

  it('Refrigerator + Microwave, second floor, installed, difficult access: 202.90 + 16.74 = 219.64', () => {
    const quote = quoteRecycling({
      items: ['refrigerator', 'microwave'],
      floor: 'second',
      installed: 'installed',
      access: 'difficult',
    });
    expect(quote.lines).toEqual([
      { label: 'Refrigerator', amountCents: 6995 },
      { label: 'Microwave', amountCents: 2995 },
      { label: 'Second Floor', amountCents: 4900 },
      { label: 'Installed removal', amountCents: 2900 },
      { label: 'Difficult access', amountCents: 2500 },
    ]);
    expect(quote).toMatchObject({ subtotalCents: 20290, taxCents: 1674, totalCents: 21964 });
  });

  const base = {
    items: ['dishwasher'] as const,
    floor: 'ground',
    installed: 'disconnected',
    access: 'easy',
  } as const;
  it.each([
    ['ground floor', { floor: 'ground' }, 2995],
    ['basement', { floor: 'basement' }, 2995],
    ['second floor (+49)', { floor: 'second' }, 7895],
    ['third floor or higher (+99)', { floor: 'third-plus' }, 12895],
    ['installed (+29)', { installed: 'installed' }, 5895],
    ['partially installed', { installed: 'partial' }, 2995],
    ['disconnected', { installed: 'disconnected' }, 2995],
    ['easy access', { access: 'easy' }, 2995],
    ['moderate access', { access: 'moderate' }, 2995],
    ['difficult access (+25)', { access: 'difficult' }, 5495],
  ] as const)('a Dishwasher with %s has subtotal %i cents', (_label, change, subtotal) => {
    expect(quoteRecycling({ ...base, ...change }).subtotalCents).toBe(subtotal);
  });

  it('every surcharge together: Stacked Washer/Dryer, third floor, installed, difficult = 203.95', () => {
    const quote = quoteRecycling({
      items: ['stacked-washer-dryer'],
      floor: 'third-plus',
      installed: 'installed',
      access: 'difficult',
    });
    // 49.95 + 99 + 29 + 25 = 202.95; tax 8.25% = 16.743375 → 16.74
    expect(quote).toMatchObject({ subtotalCents: 20295, taxCents: 1674, totalCents: 21969 });
  });

  it.each([
    [200, 17], // 16.5 → 17 (half rounds up)
    [600, 50], // 49.5 → 50
    [1400, 116], // 115.5 → 116
    [199, 16], // 16.4175 → 16
    [2995, 247], // 247.0875 → 247
    [6994, 577], // 577.005 → 577
    [6995, 577], // 577.0875 → 577
    [20290, 1674], // 1673.925 → 1674
  ])('tax on %i cents is %i cents (8.25%, half-up)', (subtotal, tax) => {
    expect(taxCents(subtotal)).toBe(tax);
  });
});

describe('service areas', () => {
  const recycling = ['76114', '76116', '76106', '76107', '76108', '76109'];
  // 76114, 76116, 76106 to 76113, 76115, 76117 to 76120, 76126, 76127, 76131 to 76137
  const technician = [
    '76114',
    '76116',
    '76106',
    '76107',
    '76108',
    '76109',
    '76110',
    '76111',
    '76112',
    '76113',
    '76115',
    '76117',
    '76118',
    '76119',
    '76120',
    '76126',
    '76127',
    '76131',
    '76132',
    '76133',
    '76134',
    '76135',
    '76136',
    '76137',
  ];

  it('recycling serves exactly the 6 listed zips', () => {
    expect([...recyclingZips].sort()).toEqual([...recycling].sort());
    for (const zip of recycling) expect(isRecyclingZip(zip)).toBe(true);
    for (const zip of ['76105', '76110', '76115', '76113', '76117', '7611', '761140', '']) {
      expect(isRecyclingZip(zip)).toBe(false);
    }
  });

  it('technicians serve exactly the 24 listed zips (the 24th is 76137; a 25th does not exist)', () => {
    expect(technicianZips).toHaveLength(24);
    expect([...technicianZips].sort()).toEqual([...technician].sort());
    expect(technicianZips[23]).toBe('76137');
    for (const zip of technician) expect(isTechnicianZip(zip)).toBe(true);
    for (const zip of ['76105', '76121', '76125', '76128', '76130', '76138', '76101', '75001']) {
      expect(isTechnicianZip(zip)).toBe(false);
    }
  });
});

describe('technician services and windows', () => {
  it('has the 10 services with their categories', () => {
    expect(technicianServices.map((s) => [s.name, s.category])).toEqual([
      ['Refrigerator Repair', 'appliance'],
      ['Washer Repair', 'appliance'],
      ['Dryer Repair', 'appliance'],
      ['Dishwasher Repair', 'appliance'],
      ['Oven/Range Repair', 'appliance'],
      ['Microwave Repair', 'appliance'],
      ['AC Repair', 'hvac'],
      ['Water Heater Repair', 'plumbing'],
      ['Garbage Disposal', 'plumbing'],
      ['General Diagnostic', 'diagnostic'],
    ]);
  });

  it('has five 2-hour windows from 8:00 AM to 6:00 PM and a $99 fee', () => {
    expect(timeWindows.map((w) => w.label)).toEqual([
      '8:00 AM - 10:00 AM',
      '10:00 AM - 12:00 PM',
      '12:00 PM - 2:00 PM',
      '2:00 PM - 4:00 PM',
      '4:00 PM - 6:00 PM',
    ]);
    expect(serviceCallFeeCents).toBe(9900);
  });
});

describe('days in America/Chicago', () => {
  it('the Chicago day changes at Chicago midnight, not UTC midnight (CST, UTC-6)', () => {
    expect(chicagoDay(new Date('2026-11-24T05:59:59Z'))).toBe('2026-11-23');
    expect(chicagoDay(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
  });

  it('and at UTC-5 in summer (CDT)', () => {
    expect(chicagoDay(new Date('2026-07-01T04:59:59Z'))).toBe('2026-06-30');
    expect(chicagoDay(new Date('2026-07-01T05:00:00Z'))).toBe('2026-07-01');
  });

  it('windows start at Chicago wall-clock time across the spring DST change (Sunday March 8, 2026)', () => {
    expect(windowStart('2026-03-07', '08').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(windowStart('2026-03-09', '08').toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(windowStart('2026-03-09', '16').toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(chicagoDay(new Date('2026-03-08T05:59:59Z'))).toBe('2026-03-07');
    expect(chicagoDay(new Date('2026-03-08T06:00:00Z'))).toBe('2026-03-08');
  });

  it('and across the autumn DST change (Sunday November 1, 2026)', () => {
    expect(windowStart('2026-10-31', '08').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(windowStart('2026-11-02', '08').toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(chicagoDay(new Date('2026-11-01T04:59:59Z'))).toBe('2026-10-31');
    expect(chicagoDay(new Date('2026-11-01T05:00:00Z'))).toBe('2026-11-01');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
  });

  it('knows Sundays', () => {
    expect(isSunday('2026-11-29')).toBe(true);
    expect(isSunday('2026-03-08')).toBe(true);
    expect(isSunday('2026-11-28')).toBe(false);
    expect(isSunday('2026-11-30')).toBe(false);
  });
});

describe('pickup dates: from tomorrow in Chicago', () => {
  // 23:30 on Monday November 23 in Chicago, already Tuesday in UTC.
  const lateMonday = new Date('2026-11-24T05:30:00Z');

  it('tomorrow is the Chicago tomorrow, even when UTC is already on it', () => {
    expect(pickupDayRange(lateMonday).first).toBe('2026-11-24');
    expect(pickupDayProblem('2026-11-24', lateMonday)).toBeNull();
    expect(pickupDayProblem('2026-11-23', lateMonday)).toBe('Pickups must be booked at least one day ahead');
  });

  it('half an hour later (Tuesday in Chicago) Tuesday is refused', () => {
    const tuesday = new Date('2026-11-24T06:00:00Z');
    expect(pickupDayProblem('2026-11-24', tuesday)).toBe('Pickups must be booked at least one day ahead');
    expect(pickupDayProblem('2026-11-25', tuesday)).toBeNull();
  });

  it('refuses a date that is not a real day', () => {
    expect(pickupDayProblem('2026-02-30', lateMonday)).toBe('Choose a pickup date');
  });
});

describe('technician dates: today through 30 days ahead, no Sundays, no started window', () => {
  const mondayMorning = new Date('2026-11-23T13:59:59Z'); // 7:59:59 AM CST

  it('allows the 8:00 AM window until it starts, then refuses it', () => {
    expect(technicianSlotProblem('2026-11-23', '08', mondayMorning)).toBeNull();
    expect(technicianSlotProblem('2026-11-23', '08', new Date('2026-11-23T14:00:00Z'))).toBe(
      'That time window has already started',
    );
    expect(technicianSlotProblem('2026-11-23', '10', new Date('2026-11-23T14:00:00Z'))).toBeNull();
  });

  it('30 days ahead is the last day; 31 is refused', () => {
    expect(technicianSlotProblem('2026-12-23', '08', mondayMorning)).toBeNull(); // Wednesday, day 30
    expect(technicianSlotProblem('2026-12-24', '08', mondayMorning)).toBe(
      'Visits can be booked up to 30 days ahead',
    );
  });

  it('refuses Sundays and past days', () => {
    expect(technicianSlotProblem('2026-11-29', '10', mondayMorning)).toBe('We are closed on Sundays');
    expect(technicianSlotProblem('2026-11-22', '10', mondayMorning)).toBe('That date has passed');
  });
});

describe('request schemas', () => {
  const contact = {
    name: 'Ana Ruiz',
    phone: '(817) 555-0134',
    email: 'ana@example.com',
    address: '1 Main St',
  };

  it('a pickup needs at least one item, the terms and a plausible email and phone', () => {
    const valid = {
      zip: '76114',
      items: ['refrigerator'],
      floor: 'ground',
      installed: 'disconnected',
      access: 'easy',
      termsAccepted: true,
      pickupDate: '2026-11-25',
      contact,
      idempotencyKey: 'abcdefghijklmnop',
    };
    expect(createPickupBookingSchema.safeParse(valid).success).toBe(true);
    const problems = (value: unknown) =>
      createPickupBookingSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(problems({ ...valid, items: [] })).toEqual(['Select at least one item']);
    expect(problems({ ...valid, termsAccepted: false })).toEqual(['Please agree to the terms']);
    expect(problems({ ...valid, contact: { ...contact, email: 'ana@' } })).toEqual([
      'Enter a valid email address',
    ]);
    for (const phone of ['555-0134', '000-000-0000', '(817) 155-0134', '117-555-0134', '817 555 0134 ext 5'])
      expect(problems({ ...valid, contact: { ...contact, phone } })).toEqual([
        'Enter a 10-digit US phone number, like (817) 555-0142',
      ]);
    for (const phone of ['(817) 555-0134', '+1 817 555 0134', '1-817-555-0134', '817.555.0134'])
      expect(problems({ ...valid, contact: { ...contact, phone } })).toEqual([]);
    expect(problems({ ...valid, contact: { ...contact, address: ' ' } })).toEqual(['Address is required']);
  });

  it('a technician visit needs a service, a window and consent; the issue description is optional', () => {
    const valid = {
      zip: '76137',
      serviceId: 'ac-repair',
      date: '2026-11-25',
      windowId: '10',
      contact,
      consent: true,
      idempotencyKey: 'abcdefghijklmnop',
    };
    expect(createTechnicianBookingSchema.safeParse(valid).success).toBe(true);
    expect(createTechnicianBookingSchema.safeParse({ ...valid, consent: false }).success).toBe(false);
    expect(createTechnicianBookingSchema.safeParse({ ...valid, windowId: '18' }).success).toBe(false);
  });
});
