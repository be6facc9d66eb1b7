import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('studio', {
  en: {
    ptList: {
      title: 'PT sessions',
      subtitle_one: '{{total}} session',
      subtitle_other: '{{total}} sessions',
      search: 'Member or trainer',
      dates: 'Dates',
      from: 'From',
      to: 'To',
      status: 'Status',
      empty: 'No PT session matches “{{q}}”.',
      emptyAll: 'No PT sessions on these days.',
    },
  },
  de: {
    ptList: {
      title: 'PT-Einheiten',
      subtitle_one: '{{total}} Einheit',
      subtitle_other: '{{total}} Einheiten',
      search: 'Mitglied oder Trainer',
      dates: 'Zeitraum',
      from: 'Von',
      to: 'Bis',
      status: 'Status',
      empty: 'Keine PT-Einheit passt zu „{{q}}“.',
      emptyAll: 'Keine PT-Einheiten an diesen Tagen.',
    },
  },
  fr: {
    ptList: {
      title: 'Séances de coaching',
      subtitle_one: '{{total}} séance',
      subtitle_other: '{{total}} séances',
      search: 'Membre ou coach',
      dates: 'Dates',
      from: 'Du',
      to: 'Au',
      status: 'Statut',
      empty: 'Aucune séance ne correspond à « {{q}} ».',
      emptyAll: 'Aucune séance de coaching ces jours-là.',
    },
  },
  pt: {
    ptList: {
      title: 'Sessões de PT',
      subtitle_one: '{{total}} sessão',
      subtitle_other: '{{total}} sessões',
      search: 'Membro ou treinador',
      dates: 'Datas',
      from: 'De',
      to: 'Até',
      status: 'Estado',
      empty: 'Nenhuma sessão de PT corresponde a “{{q}}”.',
      emptyAll: 'Sem sessões de PT nestes dias.',
    },
  },
  'zh-TW': {
    ptList: {
      title: '私人教練課',
      subtitle_one: '共 {{total}} 堂',
      subtitle_other: '共 {{total}} 堂',
      search: '會員或教練',
      dates: '日期',
      from: '起',
      to: '迄',
      status: '狀態',
      empty: '沒有符合「{{q}}」的私人教練課。',
      emptyAll: '這些日子沒有私人教練課。',
    },
  },
});
