import { AUDIT_ACTION_LABELS, AUDIT_GENERIC_ACTIONS } from '@cloudfit/shared/i18n/audit-log-labels';
import { addResources } from '@cloudfit/shared/i18n/i18n';

// The actions' words are the audit-log export's too (shared), so they are written once, there.

addResources('studio', {
  en: {
    activityLog: {
      actions: AUDIT_ACTION_LABELS.en,
      generic: AUDIT_GENERIC_ACTIONS.en,
      changed: 'Changed: {{fields}}',
      memberNumber: 'Member {{number}}',
      endMoved: 'Ends {{to}} (was {{from}})',
      ends: 'Runs {{from}} – {{to}}',
      reason: 'Reason: {{reason}}',
      invoice: '{{number}}, total {{total}}',
      draft: 'Draft',
      paid: '{{amount}} on {{number}}, {{balance}} left to pay',
      refunded: '{{amount}} back on {{number}}',
      voided: '{{number}}: {{reason}}',
    },
  },
  de: {
    activityLog: {
      actions: AUDIT_ACTION_LABELS.de,
      generic: AUDIT_GENERIC_ACTIONS.de,
      changed: 'Geändert: {{fields}}',
      memberNumber: 'Mitglied {{number}}',
      endMoved: 'Endet am {{to}} (vorher {{from}})',
      ends: 'Läuft {{from}} – {{to}}',
      reason: 'Grund: {{reason}}',
      invoice: '{{number}}, gesamt {{total}}',
      draft: 'Entwurf',
      paid: '{{amount}} auf {{number}}, noch {{balance}} offen',
      refunded: '{{amount}} zurück auf {{number}}',
      voided: '{{number}}: {{reason}}',
    },
  },
  fr: {
    activityLog: {
      actions: AUDIT_ACTION_LABELS.fr,
      generic: AUDIT_GENERIC_ACTIONS.fr,
      changed: 'Modifié : {{fields}}',
      memberNumber: 'Membre {{number}}',
      endMoved: 'Se termine le {{to}} (avant : {{from}})',
      ends: 'Du {{from}} au {{to}}',
      reason: 'Motif : {{reason}}',
      invoice: '{{number}}, total {{total}}',
      draft: 'Brouillon',
      paid: '{{amount}} sur {{number}}, reste {{balance}}',
      refunded: '{{amount}} remboursés sur {{number}}',
      voided: '{{number}} : {{reason}}',
    },
  },
  pt: {
    activityLog: {
      actions: AUDIT_ACTION_LABELS.pt,
      generic: AUDIT_GENERIC_ACTIONS.pt,
      changed: 'Alterado: {{fields}}',
      memberNumber: 'Membro {{number}}',
      endMoved: 'Termina a {{to}} (antes {{from}})',
      ends: 'De {{from}} a {{to}}',
      reason: 'Motivo: {{reason}}',
      invoice: '{{number}}, total {{total}}',
      draft: 'Rascunho',
      paid: '{{amount}} na {{number}}, faltam {{balance}}',
      refunded: '{{amount}} devolvidos na {{number}}',
      voided: '{{number}}: {{reason}}',
    },
  },
  'zh-TW': {
    activityLog: {
      actions: AUDIT_ACTION_LABELS['zh-TW'],
      generic: AUDIT_GENERIC_ACTIONS['zh-TW'],
      changed: '修改：{{fields}}',
      memberNumber: '會員 {{number}}',
      endMoved: '到期日 {{to}}（原為 {{from}}）',
      ends: '{{from}} – {{to}}',
      reason: '原因：{{reason}}',
      invoice: '{{number}}，總計 {{total}}',
      draft: '草稿',
      paid: '{{number}} 付款 {{amount}}，尚欠 {{balance}}',
      refunded: '{{number}} 退款 {{amount}}',
      voided: '{{number}}：{{reason}}',
    },
  },
});
