import { addResources } from '@cloudfit/shared/i18n/i18n';

/** A member's statuses, the same words in the member list, Member Info and at the desk. */
addResources('studio', {
  en: {
    memberStatus: {
      active: 'Active',
      expiring: 'Expires within 14 days',
      expiresIn_one: 'Expires tomorrow',
      expiresIn_other: 'Expires in {{count}} days',
      expiresToday: 'Expires today',
      expired: 'Expired',
      frozen: 'Frozen',
      no_membership: 'No membership',
      owes_money: 'Owes money',
    },
  },
  de: {
    memberStatus: {
      active: 'Aktiv',
      expiring: 'Läuft binnen 14 Tagen ab',
      expiresIn_one: 'Läuft morgen ab',
      expiresIn_other: 'Läuft in {{count}} Tagen ab',
      expiresToday: 'Läuft heute ab',
      expired: 'Abgelaufen',
      frozen: 'Pausiert',
      no_membership: 'Keine Mitgliedschaft',
      owes_money: 'Offener Betrag',
    },
  },
  fr: {
    memberStatus: {
      active: 'Actif',
      expiring: 'Expire sous 14 jours',
      expiresIn_one: 'Expire demain',
      expiresIn_other: 'Expire dans {{count}} jours',
      expiresToday: 'Expire aujourd’hui',
      expired: 'Expiré',
      frozen: 'Suspendu',
      no_membership: 'Sans abonnement',
      owes_money: 'Solde dû',
    },
  },
  pt: {
    memberStatus: {
      active: 'Ativo',
      expiring: 'Expira nos próximos 14 dias',
      expiresIn_one: 'Expira amanhã',
      expiresIn_other: 'Expira daqui a {{count}} dias',
      expiresToday: 'Expira hoje',
      expired: 'Expirado',
      frozen: 'Congelado',
      no_membership: 'Sem plano',
      owes_money: 'Pagamentos em falta',
    },
  },
  'zh-TW': {
    memberStatus: {
      active: '有效',
      expiring: '14 天內到期',
      expiresIn_one: '明天到期',
      expiresIn_other: '{{count}} 天後到期',
      expiresToday: '今天到期',
      expired: '已到期',
      frozen: '已凍結',
      no_membership: '無會籍',
      owes_money: '有欠款',
    },
  },
});
