import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call, count, auditCount, editable } = studio;
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any;

describe('centers', () => {
  it('creates, updates and archives a center', async () => {
    const input = {
      name: 'CloudFit Tamsui',
      code: 'TAMSUI',
      address: 'Tamsui',
      phone: '02-1234-5678',
      timezone: 'Asia/Taipei',
    };
    const created = await call('POST', '/centers', input);
    expect(created).toMatchObject({ status: 201, body: { active: true, version: 1 } });
    expect((await call('POST', '/centers', input)).body.error.fields).toEqual({
      code: 'Another branch already has this code.',
    });
    const saved = await call('PUT', `/centers/${created.body.id}`, {
      ...input,
      phone: '02-0000-0000',
      openingHours: [],
      active: true,
      version: 1,
    });
    expect(saved.body).toMatchObject({ phone: '02-0000-0000', version: 2 });
    expect((await call('POST', `/centers/${created.body.id}/archive`, { version: 1 })).status).toBe(409);
    const archived = await call('POST', `/centers/${created.body.id}/archive`, { version: 2 });
    expect(archived.body).toMatchObject({ active: false, version: 3 });
    expect(await auditCount('centers', created.body.id)).toBe(3);
  });

  it('refuses a phone number that is not one, with the message the screen shows', async () => {
    const input = { name: 'CloudFit Phone', code: 'PHONE', address: 'Taipei', timezone: 'Asia/Taipei' };
    for (const phone of ['abc', '12', '02-27x3-5811']) {
      const refused = await call('POST', '/centers', { ...input, phone });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({
        phone: 'Enter a phone number: digits, with spaces, +, -, dots or brackets if you like.',
      });
    }
    for (const phone of ['+886 2 1234 5678', '(02) 2723-5811 ext. 12']) {
      const created = await call('POST', '/centers', { ...input, code: `P${phone.length}`, phone });
      expect(created.status).toBe(201);
    }
  });

  it('offers an archived branch to no picker and places nothing new there (422), while a record keeps it', async () => {
    const open = await call('POST', '/centers', {
      name: 'CloudFit Closing',
      code: 'CLOSING',
      address: 'Beitou',
      phone: '02-2222-3333',
      timezone: 'Asia/Taipei',
    });
    const id = open.body.id;
    const pack = await call('POST', '/packages', {
      kind: 'sessions',
      name: 'Closing 10',
      description: null,
      durationValue: 2,
      durationUnit: 'months',
      credits: 10,
      price: 100000,
      currency: 'TWD',
      centerIds: [1, id],
      active: true,
    });
    expect(pack.status).toBe(201);
    const archived = await call('POST', `/centers/${id}/archive`, { version: 1 });
    expect(archived.body).toMatchObject({ active: false });

    const pickable = await call('GET', '/centers?active=true', undefined, studio.client);
    expect(pickable.body.items.map((center: Json) => center.id)).not.toContain(id);
    expect(pickable.body.items.every((center: Json) => center.active)).toBe(true);
    expect((await call('GET', '/centers')).body.items.map((center: Json) => center.id)).toContain(id);

    const refusals = [
      call('POST', '/staff', {
        email: 'closing@demo.com',
        username: 'closing',
        fullName: 'Closing Coach',
        password: 'closing-pass-1',
        role: 'client',
        centerIds: [id],
        isTrainer: false,
        active: true,
      }),
      call('POST', '/news', {
        title: 'At a closed branch',
        body: 'No',
        centerIds: [1, id],
        publishAt: null,
        expiresAt: null,
        pinned: false,
        status: 'published',
      }),
      call('POST', '/packages', {
        ...pack.body,
        trainerName: undefined,
        id: undefined,
        membershipsSold: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        version: undefined,
        name: 'Closing 5',
      }),
      call('POST', '/rooms', { centerId: id, name: 'Closed Loft', capacity: 10, active: true }),
    ];
    for (const refused of await Promise.all(refusals)) {
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('center_archived');
    }
    // A package already sold there keeps the branch in its history and can still be edited,
    // but no edit adds an archived branch to a record.
    const {
      id: packId,
      membershipsSold: _m,
      trainerName: _t,
      createdAt: _c,
      updatedAt: _u,
      ...body
    } = pack.body;
    const kept = await call('PUT', `/packages/${packId}`, { ...body, price: 120000 });
    expect(kept.body).toMatchObject({ centerIds: [1, id], price: 120000, version: 2 });
    const { version: _v, ...fields } = body;
    const other = await call('POST', '/packages', { ...fields, name: 'Elsewhere 5', centerIds: [1] });
    expect(other.status).toBe(201);
    const added = await call('PUT', `/packages/${other.body.id}`, {
      ...body,
      name: 'Elsewhere 5',
      centerIds: [1, id],
      version: 1,
    });
    expect(added.status).toBe(422);
    expect(added.body.error.code).toBe('center_archived');
  });
});

describe('branch opening hours', () => {
  const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    opens: '06:30',
    closes: '21:00',
  }));
  const branch = {
    name: 'Hours test branch',
    code: 'HOURS1',
    address: '1 Test Road',
    phone: '02-1234-5678',
    timezone: 'Asia/Taipei',
  };

  it('saves the week, keeps it through an edit of other fields, and lists it', async () => {
    const created = await call('POST', '/centers', { ...branch, openingHours: weekdays });
    expect(created.status).toBe(201);
    expect(created.body.openingHours).toEqual(weekdays);

    const fields = editable(created.body, [
      'name',
      'code',
      'address',
      'phone',
      'timezone',
      'openingHours',
      'active',
    ]);
    const renamed = await call('PUT', `/centers/${created.body.id}`, {
      ...fields,
      name: 'Hours test renamed',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.openingHours).toEqual(weekdays);

    const weekend = [{ day: 'sat', opens: '09:00', closes: '17:00' }];
    const changed = await call('PUT', `/centers/${created.body.id}`, {
      ...editable(renamed.body, ['name', 'code', 'address', 'phone', 'timezone', 'active']),
      openingHours: weekend,
    });
    expect(changed.body.openingHours).toEqual(weekend);
    const listed = (await call('GET', '/centers')).body.items.find((c: Json) => c.id === created.body.id);
    expect(listed.openingHours).toEqual(weekend);
  });

  it('keeps hours past midnight and around the clock; refuses hours that open and close at once, a day twice, or a time that is not HH:MM, on the field', async () => {
    const lateAndAllDay = [
      { day: 'fri', opens: '18:00', closes: '02:00' },
      { day: 'sat', opens: '00:00', closes: '24:00' },
    ];
    const late = await call('POST', '/centers', { ...branch, code: 'HOURS4', openingHours: lateAndAllDay });
    expect(late.status).toBe(201);
    expect(late.body.openingHours).toEqual(lateAndAllDay);

    const backwards = await call('POST', '/centers', {
      ...branch,
      code: 'HOURS2',
      openingHours: [{ day: 'mon', opens: '22:00', closes: '22:00' }],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields['openingHours.0.closes']).toBe(
      'Opening and closing at the same time: for a day open around the clock, choose 00:00 to 24:00.',
    );
    const opensAtMidnightEnd = await call('POST', '/centers', {
      ...branch,
      code: 'HOURS5',
      openingHours: [{ day: 'mon', opens: '24:00', closes: '06:00' }],
    });
    expect(opensAtMidnightEnd.body.error.fields['openingHours.0.opens']).toBe('Enter a time as HH:MM.');

    const twice = await call('POST', '/centers', {
      ...branch,
      code: 'HOURS3',
      openingHours: [weekdays[0], { ...weekdays[0], opens: '07:00' }],
    });
    expect(twice.status).toBe(400);
    expect(Object.values(twice.body.error.fields)).toContain('Give each day at most one set of hours.');

    const badTime = await call('POST', '/centers', {
      ...branch,
      code: 'HOURS4',
      openingHours: [{ day: 'tue', opens: '6am', closes: '21:00' }],
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.error.fields['openingHours.0.opens']).toBe('Enter a time as HH:MM.');
    expect(await count(`centers where code like 'HOURS%'`)).toBe(2);
  });
});
