import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('studio', {
  en: {
    memberTags: {
      filter: 'Tag',
      option: '{{tag}} ({{count}})',
    },
  },
  de: {
    memberTags: {
      filter: 'Schlagwort',
      option: '{{tag}} ({{count}})',
    },
  },
  fr: {
    memberTags: {
      filter: 'Étiquette',
      option: '{{tag}} ({{count}})',
    },
  },
  pt: {
    memberTags: {
      filter: 'Etiqueta',
      option: '{{tag}} ({{count}})',
    },
  },
  'zh-TW': {
    memberTags: {
      filter: '標籤',
      option: '{{tag}}（{{count}}）',
    },
  },
});
