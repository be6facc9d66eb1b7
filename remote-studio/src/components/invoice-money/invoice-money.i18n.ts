import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('studio', {
  en: {
    sales: {
      invoice: {
        draft: 'Draft',
      },
      payment: {
        amount: 'Amount',
        method: 'Method',
        moreThanBalance: 'The payment cannot be more than the balance ({{amount}}).',
        note: 'Note',
        record: 'Record payment',
        recordTitle: 'Record a payment (balance {{balance}})',
        recorded: 'Payment recorded.',
      },
      refund: {
        amount: 'Amount to refund',
        done: 'Refund recorded.',
        moreThanLeft: 'The refund cannot be more than what is left of the payment ({{amount}}).',
        reason: 'Reason',
        sameMethod: 'As paid ({{method}})',
        submit: 'Refund',
        title: 'Refund a payment ({{left}} left)',
      },
      void: {
        cancelsMembership: 'This also cancels the membership it sold.',
        done: 'Invoice voided.',
        reason: 'Reason',
        submit: 'Void invoice',
        title: 'Void invoice {{number}}',
      },
    },
  },
  de: {
    sales: {
      invoice: {
        draft: 'Entwurf',
      },
      payment: {
        amount: 'Betrag',
        method: 'Zahlungsart',
        moreThanBalance: 'Die Zahlung darf den offenen Betrag ({{amount}}) nicht übersteigen.',
        note: 'Notiz',
        record: 'Zahlung erfassen',
        recordTitle: 'Zahlung erfassen (offen {{balance}})',
        recorded: 'Zahlung erfasst.',
      },
      refund: {
        amount: 'Zu erstattender Betrag',
        done: 'Erstattung erfasst.',
        moreThanLeft: 'Die Erstattung darf den Rest der Zahlung ({{amount}}) nicht übersteigen.',
        reason: 'Grund',
        sameMethod: 'Wie bezahlt ({{method}})',
        submit: 'Erstatten',
        title: 'Zahlung erstatten ({{left}} verbleibend)',
      },
      void: {
        cancelsMembership: 'Dadurch wird auch die damit verkaufte Mitgliedschaft storniert.',
        done: 'Rechnung storniert.',
        reason: 'Grund',
        submit: 'Rechnung stornieren',
        title: 'Rechnung {{number}} stornieren',
      },
    },
  },
  fr: {
    sales: {
      invoice: {
        draft: 'Brouillon',
      },
      payment: {
        amount: 'Montant',
        method: 'Moyen de paiement',
        moreThanBalance: 'Le paiement ne peut pas dépasser le solde dû ({{amount}}).',
        note: 'Note',
        record: 'Enregistrer un paiement',
        recordTitle: 'Enregistrer un paiement (solde {{balance}})',
        recorded: 'Paiement enregistré.',
      },
      refund: {
        amount: 'Montant à rembourser',
        done: 'Remboursement enregistré.',
        moreThanLeft: 'Le remboursement ne peut pas dépasser le reste du paiement ({{amount}}).',
        reason: 'Motif',
        sameMethod: 'Comme payé ({{method}})',
        submit: 'Rembourser',
        title: 'Rembourser un paiement ({{left}} restant)',
      },
      void: {
        cancelsMembership: 'Cela annule aussi l’abonnement vendu par cette facture.',
        done: 'Facture annulée.',
        reason: 'Motif',
        submit: 'Annuler la facture',
        title: 'Annuler la facture {{number}}',
      },
    },
  },
  pt: {
    sales: {
      invoice: {
        draft: 'Rascunho',
      },
      payment: {
        amount: 'Montante',
        method: 'Método',
        moreThanBalance: 'O pagamento não pode ser superior ao valor em dívida ({{amount}}).',
        note: 'Nota',
        record: 'Registar pagamento',
        recordTitle: 'Registar um pagamento (em dívida {{balance}})',
        recorded: 'Pagamento registado.',
      },
      refund: {
        amount: 'Montante a reembolsar',
        done: 'Reembolso registado.',
        moreThanLeft: 'O reembolso não pode ser superior ao que resta do pagamento ({{amount}}).',
        reason: 'Motivo',
        sameMethod: 'Como foi pago ({{method}})',
        submit: 'Reembolsar',
        title: 'Reembolsar um pagamento ({{left}} disponível)',
      },
      void: {
        cancelsMembership: 'Isto também cancela o plano vendido por esta fatura.',
        done: 'Fatura anulada.',
        reason: 'Motivo',
        submit: 'Anular fatura',
        title: 'Anular a fatura {{number}}',
      },
    },
  },
  'zh-TW': {
    sales: {
      invoice: {
        draft: '草稿',
      },
      payment: {
        amount: '金額',
        method: '付款方式',
        moreThanBalance: '付款金額不可超過未付餘額（{{amount}}）。',
        note: '備註',
        record: '登記付款',
        recordTitle: '登記付款（未付餘額 {{balance}}）',
        recorded: '已登記付款。',
      },
      refund: {
        amount: '退款金額',
        done: '已登記退款。',
        moreThanLeft: '退款金額不可超過此筆付款的剩餘金額（{{amount}}）。',
        reason: '原因',
        sameMethod: '依原付款方式（{{method}}）',
        submit: '退款',
        title: '退還付款（尚可退 {{left}}）',
      },
      void: {
        cancelsMembership: '這也會取消此發票售出的會籍。',
        done: '發票已作廢。',
        reason: '原因',
        submit: '作廢發票',
        title: '作廢發票 {{number}}',
      },
    },
  },
});
