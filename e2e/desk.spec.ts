import type { Page } from '@playwright/test';
import { type ApiCaller, adminApi, api, createMember, sellPackage } from './admin-api';
import { expect, signInByApi, test } from './fixtures';

/**
 * The front desk, PT sessions and the signature pad, through the screens. Setup (members,
 * memberships, a PT session) goes through the API with the admin token; each test makes its own.
 */

type Admin = ApiCaller;

function deskMember(admin: Admin, firstName: string) {
  return createMember(admin, { firstName, lastName: `Desk${admin.uid}${firstName}` });
}

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The studio asks for a signed waiver at the door: this member has one. */
async function signWaiver(admin: Admin, memberId: number, name: string) {
  const request = await api<{ id: number }>(admin, 'POST', 'signature-requests', {
    kind: 'waiver',
    memberId,
    referenceId: null,
    text: 'I take part at my own risk.',
    locale: 'en',
  });
  await api(admin, 'POST', `signature-requests/${request.id}/sign`, {
    typedName: name,
    signatureImage: TINY_PNG,
  });
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function scan(page: Page, memberNumber: string) {
  const input = page.getByTestId('desk-scan');
  await expect(input).toBeFocused();
  await input.fill(memberNumber);
  await input.press('Enter');
}

test.describe('front desk', () => {
  test('checks in a member who may enter, refuses one with no membership, and overrides a refusal with a note', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const welcome = await deskMember(admin, 'Ada');
    await sellPackage(admin, welcome.id, { kind: 'time', startDate: isoDay(-1) });
    await signWaiver(admin, welcome.id, welcome.name);
    const stranger = await deskMember(admin, 'Bo');
    const early = await deskMember(admin, 'Cy');
    await sellPackage(admin, early.id, { kind: 'time', startDate: isoDay(3) });

    await signInByApi(page, 'client');
    await page.goto('/access-control');
    await expect(page.getByRole('heading', { name: 'Access control' })).toBeVisible();

    await scan(page, welcome.memberNumber);
    await expect(page.getByTestId('desk-member').getByRole('heading', { name: welcome.name })).toBeVisible();
    await expect(page.getByTestId('desk-membership')).toHaveCount(1);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByTestId('check-in-outcome')).toHaveText(`${welcome.name} is checked in. Welcome!`);
    // Ready for the next scan at once.
    await expect(page.getByTestId('desk-scan')).toHaveValue('');
    await expect(page.getByTestId('desk-scan')).toBeFocused();
    const list = page.getByTestId('list-row').filter({ hasText: welcome.name });
    await expect(list).toContainText('Checked in');

    await scan(page, stranger.memberNumber);
    await expect(page.getByTestId('desk-member')).toContainText('No membership.');
    await page.getByRole('button', { name: 'Check in' }).click();
    const refusal = page.getByTestId('check-in-outcome');
    await expect(refusal).toContainText(`${stranger.name} may not enter`);
    await expect(refusal).toContainText('The member has no membership: sell one instead.');
    // Letting someone in without a membership would hide the real fix: no override is offered.
    await expect(refusal.getByRole('button', { name: 'Override with a note' })).toHaveCount(0);
    await expect(page.getByTestId('list-row').filter({ hasText: stranger.name })).toContainText('Refused');

    // Found by name this time, as a person at the desk would.
    const input = page.getByTestId('desk-scan');
    await input.fill(early.name);
    await page.getByRole('option', { name: new RegExp(early.name) }).click();
    await expect(page.getByTestId('desk-member').getByRole('heading', { name: early.name })).toBeVisible();
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(refusal).toContainText("The member's membership has not started yet.");
    await refusal.getByRole('button', { name: 'Override with a note' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Let in' }).click();
    await expect(dialog).toContainText('Enter why you are letting the member in.');
    await dialog.getByLabel('Why are you letting the member in?').fill('Starts Monday, paid in full');
    await dialog.getByRole('button', { name: 'Let in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('check-in-outcome')).toHaveText(`${early.name} is let in by override.`);
    const overridden = page.getByTestId('list-row').filter({ hasText: early.name }).first();
    await expect(overridden).toContainText('Override');
    await expect(overridden).toContainText('Starts Monday, paid in full');
  });

  test('the member list’s check-in link preloads the member, and another desk’s check-in appears on its own', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const member = await deskMember(admin, 'Di');
    await sellPackage(admin, member.id, { kind: 'time', startDate: isoDay(-1) });
    await signWaiver(admin, member.id, member.name);
    await signInByApi(page, 'client');
    await page.goto(`/access-control?member=${member.memberNumber}`);
    await expect(page.getByTestId('desk-member').getByRole('heading', { name: member.name })).toBeVisible();
    await expect(page.getByTestId('list-row').filter({ hasText: member.name })).toHaveCount(0);

    const centers = await api<{ items: { id: number }[] }>(admin, 'GET', 'centers');
    await api(admin, 'POST', 'check-ins', { memberId: member.id, centerId: centers.items[0]!.id });
    await expect(page.getByTestId('list-row').filter({ hasText: member.name })).toHaveCount(1, {
      timeout: 15_000,
    });
  });
});

test.describe('PT session and signature pad', () => {
  test('completes a PT session, signs it on the pad with the mouse, and the signature cannot be made twice', async ({
    page,
  }) => {
    const admin = await adminApi(page);
    const member = await deskMember(admin, 'Eli');
    const trainers = await api<{ items: { id: number }[] }>(admin, 'GET', 'staff?isTrainer=true&perPage=100');
    const trainerId = trainers.items[Math.floor(Math.random() * trainers.items.length)]!.id;
    const pack = await sellPackage(admin, member.id, {
      kind: 'pt',
      startDate: isoDay(-1),
      trainerId: trainerId,
    });
    // A far-off, odd slot so the trainer is free whatever the seed booked.
    const startsAt = new Date(Date.now() + (200 + Math.floor(Math.random() * 150)) * 86_400_000);
    startsAt.setUTCHours(Math.floor(Math.random() * 24), 7 + Math.floor(Math.random() * 40), 0, 0);
    const session = await api<{ id: number; sessionsRemaining: number }>(admin, 'POST', 'pt-sessions', {
      memberId: member.id,
      trainerId,
      roomId: null,
      membershipId: pack.id,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
      notes: null,
    });

    await signInByApi(page, 'admin');
    await page.goto(`/pt-detail/${session.id}`);
    await expect(page.getByRole('heading', { name: `PT session with ${member.name}` })).toBeVisible();
    await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
    const before = session.sessionsRemaining;
    await expect(page.getByTestId('sessions-remaining')).toHaveText(String(before));

    await page.getByLabel('Workout notes').fill('Squats 5x5, deadlift 3x3');
    await page.getByLabel('Weight').fill('72,5');
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete session' }).click();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByTestId('sessions-remaining')).toHaveText(String(before - 1));
    await expect(page.getByLabel('Workout notes')).toHaveValue('Squats 5x5, deadlift 3x3');
    await expect(page.getByLabel('Weight')).toHaveValue('72.5');
    await expect(page.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign on the pad' }).click();
    await expect(page).toHaveURL(/\/epad\/\d+$/);
    await expect(page.getByRole('heading', { name: 'PT session confirmation' })).toBeVisible();
    await expect(page.getByTestId('signature-text')).toContainText(member.name);
    // Full screen: no studio menu on the pad.
    await expect(page.getByRole('navigation', { name: 'CloudFit' })).toHaveCount(0);

    const sign = page.getByRole('button', { name: 'Sign', exact: true });
    await expect(sign).toBeDisabled();
    await page.getByLabel('Your full name').fill(member.name);
    await expect(sign).toBeDisabled();
    const box = (await page.getByTestId('signature-canvas').boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(box.x + 40 + step * 25, box.y + box.height * (0.6 + 0.15 * Math.sin(step)));
    }
    await page.mouse.up();
    await expect(sign).toBeEnabled();
    await sign.click();

    const signed = page.getByTestId('signed-document');
    await expect(signed).toBeVisible();
    await expect(
      page.getByText('Signed. A signed document never changes and cannot be signed again.'),
    ).toBeVisible();
    await expect(signed.getByRole('img', { name: `Signature of ${member.name}` })).toBeVisible();
    await expect(page.getByTestId('signed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(sign).toHaveCount(0);

    // Opened again, the pad shows the stored signature and offers nothing to sign.
    await page.reload();
    await expect(page.getByTestId('signed-document')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Close the pad' }).click();
    await expect(page).toHaveURL(new RegExp(`/pt-detail/${session.id}$`));
    await expect(page.getByText('The member signed the confirmation of this session.')).toBeVisible();

    // The signed confirmation is on the member's documents tab, with the signed image.
    await page.goto(`/apps/member/edit/${member.id}?tab=documents`);
    const confirmation = page.getByTestId('list-row').filter({ hasText: 'PT session confirmation' });
    await expect(confirmation.getByText('Signed', { exact: true })).toBeVisible();
    await confirmation.getByRole('button', { name: 'View' }).click();
    const document = page.getByRole('dialog', { name: 'Signed document' });
    await expect(document).toContainText(member.name);
    await expect(document.getByRole('img', { name: 'Signature' })).toBeVisible();
  });
});
