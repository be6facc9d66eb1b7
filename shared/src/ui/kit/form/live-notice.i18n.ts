import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('kit', {
  en: {
    liveNotice: {
      changed: 'Changed by {{name}} at {{time}}.',
      changedFields: 'Changed by {{name}} at {{time}}: {{fields}}.',
      someone: 'another user',
      reload: 'Load their version',
    },
  },
  de: {
    liveNotice: {
      changed: 'Geändert von {{name}} um {{time}}.',
      changedFields: 'Geändert von {{name}} um {{time}}: {{fields}}.',
      someone: 'einem anderen Benutzer',
      reload: 'Deren Fassung laden',
    },
  },
  fr: {
    liveNotice: {
      changed: 'Modifié par {{name}} à {{time}}.',
      changedFields: 'Modifié par {{name}} à {{time}} : {{fields}}.',
      someone: 'un autre utilisateur',
      reload: 'Charger leur version',
    },
  },
  pt: {
    liveNotice: {
      changed: 'Alterado por {{name}} às {{time}}.',
      changedFields: 'Alterado por {{name}} às {{time}}: {{fields}}.',
      someone: 'outro utilizador',
      reload: 'Carregar a versão deles',
    },
  },
  'zh-TW': {
    liveNotice: {
      changed: '已由 {{name}} 於 {{time}} 變更。',
      changedFields: '已由 {{name}} 於 {{time}} 變更：{{fields}}。',
      someone: '其他使用者',
      reload: '載入對方的版本',
    },
  },
});
