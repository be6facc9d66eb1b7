import { keepFormDraft, takeFormDraft } from './form-drafts';

describe('form drafts kept when a session ends', () => {
  beforeEach(() => localStorage.clear());

  it('hands a draft back once, to the same user and form only', () => {
    keepFormDraft(7, '/member-info/12:notes', { notes: 'knee injury' }, new Date('2026-11-25T10:00:00Z'));
    expect(takeFormDraft(8, '/member-info/12:notes')).toBeNull();
    expect(takeFormDraft(7, '/member-info/13:notes')).toBeNull();
    expect(takeFormDraft(7, '/member-info/12:notes', new Date('2026-11-25T10:05:00Z'))).toEqual({
      values: { notes: 'knee injury' },
      savedAt: '2026-11-25T10:00:00.000Z',
    });
    expect(takeFormDraft(7, '/member-info/12:notes')).toBeNull();
  });

  it('drops a draft older than a week', () => {
    keepFormDraft(7, 'f', { a: 1 }, new Date('2026-11-01T00:00:00Z'));
    expect(takeFormDraft(7, 'f', new Date('2026-11-25T00:00:00Z'))).toBeNull();
  });
});
