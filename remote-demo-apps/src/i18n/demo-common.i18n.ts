import { addResources } from '@cloudfit/shared/i18n/i18n';

/** Strings several demo screens share; each feature keeps its own in `<feature>.i18n.ts`. */
addResources('demo', {
  en: {
    common: {
      loading: 'Loading…',
      loadFailed: 'This could not be loaded.',
      retry: 'Retry',
      notFound: 'Not found',
    },
  },
  de: {
    common: {
      loading: 'Wird geladen…',
      loadFailed: 'Das konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
      notFound: 'Nicht gefunden',
    },
  },
  fr: {
    common: {
      loading: 'Chargement…',
      loadFailed: 'Impossible de charger ceci.',
      retry: 'Réessayer',
      notFound: 'Introuvable',
    },
  },
  pt: {
    common: {
      loading: 'Carregando…',
      loadFailed: 'Não foi possível carregar.',
      retry: 'Tentar de novo',
      notFound: 'Não encontrado',
    },
  },
  'zh-TW': { common: { loading: '載入中…', loadFailed: '無法載入。', retry: '重試', notFound: '找不到' } },
});
