import { addResources } from '@cloudfit/shared/i18n/i18n';

/** The member search field of the class roster and the PT booking. */
addResources('studio', {
  en: {
    memberPicker: {
      placeholder: 'Name or member number',
      searching: 'Searching…',
      typeToSearch: 'Type a name or a member number',
      noMember: 'No member matches “{{q}}”.',
    },
  },
  de: {
    memberPicker: {
      placeholder: 'Name oder Mitgliedsnummer',
      searching: 'Suche…',
      typeToSearch: 'Geben Sie einen Namen oder eine Mitgliedsnummer ein',
      noMember: 'Kein Mitglied passt zu „{{q}}“.',
    },
  },
  fr: {
    memberPicker: {
      placeholder: 'Nom ou numéro de membre',
      searching: 'Recherche…',
      typeToSearch: 'Saisissez un nom ou un numéro de membre',
      noMember: 'Aucun membre ne correspond à « {{q}} ».',
    },
  },
  pt: {
    memberPicker: {
      placeholder: 'Nome ou número de membro',
      searching: 'A procurar…',
      typeToSearch: 'Escreva um nome ou um número de membro',
      noMember: 'Nenhum membro corresponde a “{{q}}”.',
    },
  },
  'zh-TW': {
    memberPicker: {
      placeholder: '姓名或會員編號',
      searching: '搜尋中…',
      typeToSearch: '請輸入姓名或會員編號',
      noMember: '沒有符合「{{q}}」的會員。',
    },
  },
});
