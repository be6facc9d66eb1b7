import i18next from 'i18next';
import { addResources, attachI18n, loadLanguage, translationsReady } from './resource-registry';

describe('translations loaded by language', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({ resources: {}, lng: 'en', fallbackLng: 'en', initAsync: false });
    attachI18n(i18n);
  });

  it('adds English at once and another language only when it is asked for', async () => {
    // Screens render again on each announced bundle: only a language arriving later is announced.
    const announced: string[] = [];
    i18n.store.on('added', (locale: string, namespace: string) => announced.push(`${locale}:${namespace}`));
    const german = jest.fn().mockResolvedValue({ default: { save: 'Speichern' } });
    addResources('kit', { en: { save: 'Save' } }, { de: german });
    expect(i18n.t('save', { ns: 'kit' })).toBe('Save');
    expect(german).not.toHaveBeenCalled();
    expect(announced).toEqual([]);

    await loadLanguage('de');
    expect(announced).toEqual(['de:kit']);
    await i18n.changeLanguage('de');
    expect(i18n.t('save', { ns: 'kit' })).toBe('Speichern');
    await loadLanguage('de');
    expect(german).toHaveBeenCalledTimes(1);
  });

  it('loads the language in use for a module added later, and a screen can wait for it', async () => {
    const german = jest.fn().mockResolvedValue({ default: { title: 'Mitglieder' } });
    addResources('members', { en: { title: 'Members' } }, { de: german });
    expect(german).toHaveBeenCalledTimes(1);
    await translationsReady();
    expect(i18n.t('title', { ns: 'members' })).toBe('Mitglieder');
    await i18n.changeLanguage('en');
  });

  it('asks again for a language whose chunk failed, and shows English meanwhile', async () => {
    const french = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { close: 'Fermer' } });
    addResources('dialog', { en: { close: 'Close' } }, { fr: french });
    await expect(loadLanguage('fr')).rejects.toThrow('offline');
    await i18n.changeLanguage('fr');
    expect(i18n.t('close', { ns: 'dialog' })).toBe('Close');
    await translationsReady();
    expect(i18n.t('close', { ns: 'dialog' })).toBe('Fermer');
    expect(french).toHaveBeenCalledTimes(2);
  });
});
