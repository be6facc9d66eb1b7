import { useStudioTestServer } from '../../test-support/studio-test-server';

jest.setTimeout(20_000);

const studio = useStudioTestServer();
const { call, count } = studio;

describe('staff', () => {
  it('creates an account with a password that signs in, never returning or logging the hash', async () => {
    const created = await call('POST', '/staff', {
      email: 'coach@demo.com',
      username: 'coach',
      fullName: 'New Coach',
      password: 'coach-pass-1',
      role: 'client',
      centerIds: [1, 3],
      isTrainer: true,
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ centerIds: [1, 3], isTrainer: true, role: 'client' });
    expect(JSON.stringify(created.body)).not.toMatch(/password|scrypt/i);
    await studio.server.login('coach@demo.com', 'coach-pass-1');

    const id = created.body.id;
    const { createdAt: _c, updatedAt: _u, id: _i, username: _n, avatar: _a, ...body } = created.body;
    const saved = await call('PUT', `/staff/${id}`, { ...body, role: 'admin', centerIds: [2] });
    expect(saved.body).toMatchObject({ role: 'admin', centerIds: [2], version: 2 });
    expect((await call('PUT', `/staff/${id}`, body)).status).toBe(409);

    expect((await call('POST', `/staff/${id}/password`, { password: 'short' })).status).toBe(400);
    expect((await call('POST', `/staff/${id}/password`, { password: 'another-pass-2' })).status).toBe(204);
    await studio.server.login('coach@demo.com', 'another-pass-2');
    const audit = await studio.server.query<{ entry: string }>(
      `select before::text || after::text as entry from audit_log where entity = 'staff' and entity_id = $1`,
      [String(id)],
    );
    expect(audit).toHaveLength(3);
    expect(audit.some((row) => /scrypt|passwordHash/.test(row.entry))).toBe(false);
    expect((await call('GET', `/staff/${id}`, undefined, studio.client)).status).toBe(403);
  });

  it('does not let an admin deactivate their own account or change their own role', async () => {
    const { body: self } = await call('GET', '/staff/1');
    const { createdAt: _c, updatedAt: _u, id: _i, username: _n, avatar: _a, ...body } = self;
    expect((await call('PUT', '/staff/1', { ...body, active: false })).body.error.fields).toEqual({
      active: 'You cannot deactivate your own account.',
    });
    expect((await call('PUT', '/staff/1', { ...body, role: 'client' })).body.error.fields).toEqual({
      role: 'You cannot change your own role.',
    });
    expect((await call('PUT', '/staff/1', { ...body, fullName: 'John D.' })).body).toMatchObject({
      fullName: 'John D.',
      version: self.version + 1,
    });
  });

  it('lists the staff of one center', async () => {
    const list = await call('GET', '/staff?centerId=2&perPage=100');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(await count('staff_centers where center_id = 2'));
  });

  it('refuses a taken email or username', async () => {
    const taken = await call('POST', '/staff', {
      email: 'ADMIN@demo.com',
      username: 'someone',
      fullName: 'Someone',
      password: 'long-enough',
      role: null,
      centerIds: [],
      isTrainer: false,
      active: true,
    });
    expect(taken.body.error.fields).toEqual({ email: 'Another account already uses this email.' });
  });
});
