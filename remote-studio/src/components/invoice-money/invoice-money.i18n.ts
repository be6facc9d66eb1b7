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
      reversal: {
        open: 'Reverse payment',
        title: 'Reverse payment: recorded by mistake',
        explain:
          '{{amount}} ({{method}}) is taken off this invoice; no money is returned; the invoice owes it again. To give money back to the member, refund instead.',
        reason: 'Why was it recorded by mistake?',
        reasonHelp: 'For example: paid by card, not cash; wrong member; taken twice.',
        submit: 'Reverse payment',
        done: 'Payment reversed: the invoice owes it again.',
        line: 'Reversed · {{reason}} · {{who}} · {{when}}',
        someone: 'staff',
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
      reversal: {
        open: 'Zahlung zurückbuchen',
        title: 'Zahlung zurückbuchen: irrtümlich erfasst',
        explain:
          '{{amount}} ({{method}}) wird von dieser Rechnung genommen; es wird kein Geld zurückgegeben; die Rechnung ist wieder offen. Um dem Mitglied Geld zurückzugeben, erstatten Sie stattdessen.',
        reason: 'Warum wurde sie irrtümlich erfasst?',
        reasonHelp: 'Zum Beispiel: mit Karte bezahlt, nicht bar; falsches Mitglied; doppelt erfasst.',
        submit: 'Zahlung zurückbuchen',
        done: 'Zahlung zurückgebucht: Die Rechnung ist wieder offen.',
        line: 'Zurückgebucht · {{reason}} · {{who}} · {{when}}',
        someone: 'Mitarbeiter',
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
      reversal: {
        open: 'Extourner le paiement',
        title: 'Extourner le paiement : saisi par erreur',
        explain:
          "{{amount}} ({{method}}) est retiré de cette facture ; aucun argent n'est rendu ; la facture redevient due. Pour rendre de l'argent au membre, remboursez plutôt.",
        reason: 'Pourquoi a-t-il été saisi par erreur ?',
        reasonHelp: 'Par exemple : payé par carte, pas en espèces ; mauvais membre ; encaissé deux fois.',
        submit: 'Extourner le paiement',
        done: 'Paiement extourné : la facture redevient due.',
        line: 'Extourné · {{reason}} · {{who}} · {{when}}',
        someone: 'employé',
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
      reversal: {
        open: 'Estornar pagamento',
        title: 'Estornar pagamento: registado por engano',
        explain:
          '{{amount}} ({{method}}) é retirado desta fatura; não é devolvido dinheiro; a fatura volta a estar em dívida. Para devolver dinheiro ao membro, reembolse antes.',
        reason: 'Porque foi registado por engano?',
        reasonHelp: 'Por exemplo: pago com cartão, não em numerário; membro errado; registado duas vezes.',
        submit: 'Estornar pagamento',
        done: 'Pagamento estornado: a fatura volta a estar em dívida.',
        line: 'Estornado · {{reason}} · {{who}} · {{when}}',
        someone: 'funcionário',
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
      reversal: {
        open: '沖銷付款',
        title: '沖銷付款：誤登',
        explain:
          '{{amount}}（{{method}}）將從此發票扣除；不會退還任何款項；發票恢復為待付款。若要退錢給會員，請改用退款。',
        reason: '為何誤登？',
        reasonHelp: '例如：實為刷卡而非現金、會員錯誤、重複收款。',
        submit: '沖銷付款',
        done: '付款已沖銷：發票恢復為待付款。',
        line: '已沖銷 · {{reason}} · {{who}} · {{when}}',
        someone: '員工',
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
