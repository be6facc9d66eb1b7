import type { Locale } from '../constants';

/**
 * The audit log's actions in words, by entity then action code, in every language: the member's
 * timeline (remote-studio activity-details.ts) and the audit-log CSV export read these, so a
 * spreadsheet says what the screen says. An action not listed here takes the generic word for
 * its code (AUDIT_GENERIC_ACTIONS), else shows its code.
 */
export const AUDIT_ACTION_LABELS: Record<Locale, Record<string, Record<string, string>>> = {
  en: {
    members: {
      create: 'Member created',
      update: 'Profile changed',
      archive: 'Member archived',
    },
    memberships: {
      create: 'Membership sold',
      update: 'Membership changed',
      freeze: 'Membership frozen',
      unfreeze: 'Freeze ended',
      extend: 'Membership extended',
      cancel: 'Membership cancelled',
      'cancel-with-invoice': 'Membership cancelled with its invoice',
      move: 'Membership moved',
      'closure-extend': 'Extended for a closure',
    },
    invoices: {
      create: 'Invoice created',
      update: 'Draft changed',
      delete: 'Draft deleted',
      issue: 'Invoice issued',
      payment: 'Payment',
      refund: 'Refund',
      void: 'Invoice voided',
    },
  },
  de: {
    members: {
      create: 'Mitglied angelegt',
      update: 'Profil geändert',
      archive: 'Mitglied archiviert',
    },
    memberships: {
      create: 'Mitgliedschaft verkauft',
      update: 'Mitgliedschaft geändert',
      freeze: 'Mitgliedschaft pausiert',
      unfreeze: 'Pause beendet',
      extend: 'Mitgliedschaft verlängert',
      cancel: 'Mitgliedschaft gekündigt',
      'cancel-with-invoice': 'Mitgliedschaft mit Rechnung storniert',
      move: 'Mitgliedschaft verschoben',
      'closure-extend': 'Wegen Schließung verlängert',
    },
    invoices: {
      create: 'Rechnung erstellt',
      update: 'Entwurf geändert',
      delete: 'Entwurf gelöscht',
      issue: 'Rechnung ausgestellt',
      payment: 'Zahlung',
      refund: 'Erstattung',
      void: 'Rechnung storniert',
    },
  },
  fr: {
    members: {
      create: 'Membre créé',
      update: 'Profil modifié',
      archive: 'Membre archivé',
    },
    memberships: {
      create: 'Abonnement vendu',
      update: 'Abonnement modifié',
      freeze: 'Abonnement gelé',
      unfreeze: 'Gel terminé',
      extend: 'Abonnement prolongé',
      cancel: 'Abonnement annulé',
      'cancel-with-invoice': 'Abonnement annulé avec sa facture',
      move: 'Abonnement décalé',
      'closure-extend': 'Prolongé pour une fermeture',
    },
    invoices: {
      create: 'Facture créée',
      update: 'Brouillon modifié',
      delete: 'Brouillon supprimé',
      issue: 'Facture émise',
      payment: 'Paiement',
      refund: 'Remboursement',
      void: 'Facture annulée',
    },
  },
  pt: {
    members: {
      create: 'Membro criado',
      update: 'Perfil alterado',
      archive: 'Membro arquivado',
    },
    memberships: {
      create: 'Adesão vendida',
      update: 'Adesão alterada',
      freeze: 'Adesão congelada',
      unfreeze: 'Congelamento terminado',
      extend: 'Adesão prolongada',
      cancel: 'Adesão cancelada',
      'cancel-with-invoice': 'Adesão cancelada com a fatura',
      move: 'Adesão adiada',
      'closure-extend': 'Prolongada por encerramento',
    },
    invoices: {
      create: 'Fatura criada',
      update: 'Rascunho alterado',
      delete: 'Rascunho eliminado',
      issue: 'Fatura emitida',
      payment: 'Pagamento',
      refund: 'Reembolso',
      void: 'Fatura anulada',
    },
  },
  'zh-TW': {
    members: {
      create: '建立會員',
      update: '修改資料',
      archive: '封存會員',
    },
    memberships: {
      create: '售出會籍',
      update: '修改會籍',
      freeze: '會籍暫停',
      unfreeze: '結束暫停',
      extend: '延長會籍',
      cancel: '取消會籍',
      'cancel-with-invoice': '會籍連同發票取消',
      move: '會籍順延',
      'closure-extend': '因休館延長',
    },
    invoices: {
      create: '建立發票',
      update: '修改草稿',
      delete: '刪除草稿',
      issue: '開立發票',
      payment: '付款',
      refund: '退款',
      void: '發票作廢',
    },
  },
};

/** The word for an action code on any entity, when AUDIT_ACTION_LABELS has none for that entity. */
export const AUDIT_GENERIC_ACTIONS: Record<Locale, Record<string, string>> = {
  en: { create: 'Created', update: 'Updated', delete: 'Deleted', archive: 'Archived' },
  de: { create: 'Angelegt', update: 'Geändert', delete: 'Gelöscht', archive: 'Archiviert' },
  fr: { create: 'Créé', update: 'Modifié', delete: 'Supprimé', archive: 'Archivé' },
  pt: { create: 'Criado', update: 'Alterado', delete: 'Eliminado', archive: 'Arquivado' },
  'zh-TW': { create: '建立', update: '修改', delete: '刪除', archive: '封存' },
};

/** What an audit entry is about, by its entity code. */
export const AUDIT_ENTITY_LABELS: Record<Locale, Record<string, string>> = {
  en: {
    members: 'Member',
    memberships: 'Membership',
    invoices: 'Invoice',
    payments: 'Payment',
    refunds: 'Refund',
    classes: 'Class',
    bookings: 'Booking',
    staff: 'Staff',
    rooms: 'Room',
    packages: 'Package',
    products: 'Product',
    coupons: 'Coupon',
    news: 'News',
    expenditures: 'Expense',
    closures: 'Closure',
    centers: 'Branch',
  },
  de: {
    members: 'Mitglied',
    memberships: 'Mitgliedschaft',
    invoices: 'Rechnung',
    payments: 'Zahlung',
    refunds: 'Erstattung',
    classes: 'Kurs',
    bookings: 'Buchung',
    staff: 'Mitarbeiter',
    rooms: 'Raum',
    packages: 'Paket',
    products: 'Produkt',
    coupons: 'Gutschein',
    news: 'Neuigkeit',
    expenditures: 'Ausgabe',
    closures: 'Schließung',
    centers: 'Filiale',
  },
  fr: {
    members: 'Membre',
    memberships: 'Abonnement',
    invoices: 'Facture',
    payments: 'Paiement',
    refunds: 'Remboursement',
    classes: 'Cours',
    bookings: 'Réservation',
    staff: 'Employé',
    rooms: 'Salle',
    packages: 'Forfait',
    products: 'Produit',
    coupons: 'Coupon',
    news: 'Actualité',
    expenditures: 'Dépense',
    closures: 'Fermeture',
    centers: 'Site',
  },
  pt: {
    members: 'Membro',
    memberships: 'Adesão',
    invoices: 'Fatura',
    payments: 'Pagamento',
    refunds: 'Reembolso',
    classes: 'Aula',
    bookings: 'Reserva',
    staff: 'Funcionário',
    rooms: 'Sala',
    packages: 'Plano',
    products: 'Produto',
    coupons: 'Cupão',
    news: 'Notícia',
    expenditures: 'Despesa',
    closures: 'Encerramento',
    centers: 'Unidade',
  },
  'zh-TW': {
    members: '會員',
    memberships: '會籍',
    invoices: '發票',
    payments: '付款',
    refunds: '退款',
    classes: '課程',
    bookings: '預約',
    staff: '員工',
    rooms: '教室',
    packages: '方案',
    products: '商品',
    coupons: '優惠券',
    news: '最新消息',
    expenditures: '支出',
    closures: '休館',
    centers: '分店',
  },
};

/** An audit entry's action in words: "Membership frozen", else "Created", else its code. */
export function auditActionLabel(locale: Locale, entity: string, action: string): string {
  return AUDIT_ACTION_LABELS[locale][entity]?.[action] ?? AUDIT_GENERIC_ACTIONS[locale][action] ?? action;
}

/** An audit entry's entity in words ("Membership"), else its code. */
export function auditEntityLabel(locale: Locale, entity: string): string {
  return AUDIT_ENTITY_LABELS[locale][entity] ?? entity;
}
