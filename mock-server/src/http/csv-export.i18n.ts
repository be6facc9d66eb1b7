import { LOCALES, type Locale } from '@cloudfit/shared/constants';
import { PAYMENT_METHOD_LABELS } from '@cloudfit/shared/i18n/payment-method-labels';

/** One text in the languages other than English, which is its key: [de, fr, pt, zh-TW]. */
type Translations = readonly [de: string, fr: string, pt: string, zhTW: string];

const OTHER_LOCALES = ['de', 'fr', 'pt', 'zh-TW'] as const;

function byLocale(table: Record<string, Translations>): Record<string, Partial<Record<Locale, string>>> {
  return Object.fromEntries(
    Object.entries(table).map(([english, texts]) => [
      english,
      Object.fromEntries(OTHER_LOCALES.map((locale, index) => [locale, texts[index]])),
    ]),
  );
}

function labelled(table: Record<string, readonly [en: string, ...Translations]>) {
  return Object.fromEntries(
    Object.entries(table).map(([code, [en, ...others]]) => [
      code,
      { en, ...Object.fromEntries(OTHER_LOCALES.map((locale, index) => [locale, others[index]])) },
    ]),
  ) as Record<string, Record<Locale, string>>;
}

/** Labels kept by language in shared (`{en: {code: text}}`) as this file's rows, `{code: {en: text}}`. */
function byCode(byLocale: Record<Locale, Record<string, string>>): Record<string, Record<Locale, string>> {
  return Object.fromEntries(
    Object.keys(byLocale.en).map((code) => [
      code,
      Object.fromEntries(LOCALES.map((locale) => [locale, byLocale[locale][code]!])) as Record<
        Locale,
        string
      >,
    ]),
  );
}

/** Yes and no in a boolean column. */
export const CSV_YES_NO: Record<Locale, readonly [yes: string, no: string]> = {
  en: ['Yes', 'No'],
  de: ['Ja', 'Nein'],
  fr: ['Oui', 'Non'],
  pt: ['Sim', 'Não'],
  'zh-TW': ['是', '否'],
};

/**
 * Every export's column headers, keyed by the English header (which the English file keeps
 * as it is). A header missing here stays English.
 */
export const CSV_HEADERS = byLocale({
  Action: ['Aktion', 'Action', 'Ação', '動作'],
  Active: ['Aktiv', 'Actif', 'Ativo', '啟用'],
  After: ['Nachher', 'Après', 'Depois', '變更後'],
  Ageing: ['Altersstruktur', 'Ancienneté', 'Antiguidade', '帳齡'],
  Allowed: ['Zugelassen', 'Autorisées', 'Permitidas', '允許'],
  Amount: ['Betrag', 'Montant', 'Valor', '金額'],
  'Amount off': ['Rabattbetrag', 'Montant de la remise', 'Valor do desconto', '折扣金額'],
  'Applies to': ['Gilt für', "S'applique à", 'Aplica-se a', '適用於'],
  At: ['Zeitpunkt', 'Heure', 'Hora', '時間'],
  Attempts: ['Versuche', 'Tentatives', 'Tentativas', '嘗試次數'],
  Attended: ['Teilgenommen', 'Présents', 'Presenças', '已出席'],
  Balance: ['Offener Betrag', 'Solde', 'Saldo', '餘額'],
  Barcode: ['Barcode', 'Code-barres', 'Código de barras', '條碼'],
  Before: ['Vorher', 'Avant', 'Antes', '變更前'],
  Birthday: ['Geburtstag', 'Date de naissance', 'Data de nascimento', '生日'],
  Booked: ['Gebucht', 'Réservés', 'Reservadas', '已預約'],
  'Booked at': ['Gebucht am', 'Réservé le', 'Reservado em', '預約時間'],
  'Bookings cancelled': [
    'Stornierte Buchungen',
    'Réservations annulées',
    'Reservas canceladas',
    '已取消預約',
  ],
  'Cancel reason': ['Kündigungsgrund', "Motif d'annulation", 'Motivo do cancelamento', '取消原因'],
  Cancelled: ['Storniert', 'Annulées', 'Canceladas', '已取消'],
  Capacity: ['Kapazität', 'Capacité', 'Capacidade', '容量'],
  Category: ['Kategorie', 'Catégorie', 'Categoria', '類別'],
  Center: ['Filiale', 'Site', 'Unidade', '分店'],
  Centers: ['Filialen', 'Sites', 'Unidades', '分店'],
  Class: ['Kurs', 'Cours', 'Aula', '課程'],
  'Class starts at': ['Kursbeginn', 'Début du cours', 'Início da aula', '課程開始時間'],
  Classes: ['Kurse', 'Séances de cours', 'Aulas', '堂數'],
  'Classes cancelled': ['Abgesagte Kurse', 'Cours annulés', 'Aulas canceladas', '已取消課程'],
  Code: ['Code', 'Code', 'Código', '代碼'],
  Completed: ['Abgeschlossen', 'Réalisées', 'Concluídas', '已完成'],
  Cost: ['Einkaufspreis', 'Coût', 'Custo', '成本'],
  Coupon: ['Gutschein', 'Coupon', 'Cupão', '優惠券'],
  'Created at': ['Erstellt am', 'Créé le', 'Criado em', '建立時間'],
  'Created by': ['Erstellt von', 'Créé par', 'Criado por', '建立者'],
  Credits: ['Einheiten', 'Crédits', 'Créditos', '點數'],
  'Credits charged': ['Abgebuchte Einheiten', 'Crédits débités', 'Créditos cobrados', '扣除點數'],
  'Credits left': ['Verbleibende Einheiten', 'Crédits restants', 'Créditos restantes', '剩餘點數'],
  'Credits remaining': ['Verbleibende Einheiten', 'Crédits restants', 'Créditos restantes', '剩餘點數'],
  'Credits total': ['Einheiten gesamt', 'Crédits au total', 'Total de créditos', '總點數'],
  Currency: ['Währung', 'Devise', 'Moeda', '幣別'],
  Date: ['Datum', 'Date', 'Data', '日期'],
  Day: ['Tag', 'Jour', 'Dia', '日期'],
  'Days past due': ['Tage überfällig', 'Jours de retard', 'Dias de atraso', '逾期天數'],
  Device: ['Gerät', 'Appareil', 'Dispositivo', '裝置'],
  Discount: ['Rabatt', 'Remise', 'Desconto', '折扣'],
  'Due date': ['Fällig am', 'Échéance', 'Vencimento', '到期日'],
  Duration: ['Dauer', 'Durée', 'Duração', '時長'],
  Email: ['E-Mail', 'E-mail', 'E-mail', '電子郵件'],
  'End date': ['Enddatum', 'Date de fin', 'Data de fim', '結束日期'],
  'Ends at': ['Ende', 'Fin', 'Fim', '結束時間'],
  Entity: ['Objekt', 'Objet', 'Objeto', '對象'],
  'Entity id': ['Objekt-ID', "ID de l'objet", 'ID do objeto', '對象 ID'],
  Expenditure: ['Ausgaben', 'Dépenses', 'Despesas', '支出'],
  Expenses: ['Ausgaben', 'Dépenses', 'Despesas', '支出筆數'],
  'Expires at': ['Läuft ab am', 'Expire le', 'Expira em', '到期時間'],
  'First day': ['Erster Tag', 'Premier jour', 'Primeiro dia', '第一天'],
  'First name': ['Vorname', 'Prénom', 'Nome próprio', '名字'],
  'Gross sales': ['Bruttoumsatz', 'Ventes brutes', 'Vendas brutas', '銷售總額'],
  'Home center': ['Stammfiliale', 'Site principal', 'Unidade de origem', '所屬分店'],
  Instructor: ['Trainer', 'Instructeur', 'Instrutor', '講師'],
  Invoice: ['Rechnung', 'Facture', 'Fatura', '發票'],
  Invoices: ['Rechnungen', 'Factures', 'Faturas', '發票'],
  'Issued on': ['Ausgestellt am', 'Émise le', 'Emitida em', '開立日期'],
  Item: ['Position', 'Article', 'Item', '項目'],
  'Joined at': ['Beigetreten am', 'Inscrit le', 'Aderiu em', '加入時間'],
  Kind: ['Art', 'Type', 'Tipo', '類型'],
  'Last day': ['Letzter Tag', 'Dernier jour', 'Último dia', '最後一天'],
  'Last name': ['Nachname', 'Nom', 'Apelido', '姓氏'],
  Member: ['Mitglied', 'Membre', 'Membro', '會員'],
  'Member number': ['Mitgliedsnummer', 'Numéro de membre', 'Número do membro', '會員編號'],
  'Members at start': ['Mitglieder zu Beginn', 'Membres au début', 'Membros no início', '期初會員'],
  'Memberships extended': [
    'Verlängerte Mitgliedschaften',
    'Abonnements prolongés',
    'Planos prolongados',
    '延長的會籍',
  ],
  'Memberships sold': ['Verkaufte Mitgliedschaften', 'Abonnements vendus', 'Planos vendidos', '售出會籍'],
  Method: ['Zahlungsart', 'Moyen', 'Método', '付款方式'],
  Month: ['Monat', 'Mois', 'Mês', '月份'],
  Name: ['Name', 'Nom', 'Nome', '名稱'],
  'Needs review': ['Zu prüfen', 'À vérifier', 'A rever', '待審核'],
  Net: ['Netto', 'Net', 'Líquido', '淨額'],
  'Net revenue': ['Nettoumsatz', 'Chiffre d’affaires net', 'Receita líquida', '淨營收'],
  'New members': ['Neue Mitglieder', 'Nouveaux membres', 'Novos membros', '新會員'],
  'No-show': ['Nicht erschienen', 'Absences', 'Faltas', '未到'],
  Note: ['Notiz', 'Note', 'Observação', '備註'],
  Number: ['Nummer', 'Numéro', 'Número', '編號'],
  Overridden: ['Übersteuert', 'Forcées', 'Liberadas', '人工放行'],
  'Override note': ['Notiz zur Ausnahme', 'Note de dérogation', 'Nota da exceção', '放行備註'],
  Package: ['Paket', 'Forfait', 'Plano', '方案'],
  Paid: ['Bezahlt', 'Payé', 'Pago', '已付'],
  'Paid at': ['Bezahlt am', 'Payé le', 'Pago em', '付款時間'],
  Payment: ['Zahlung', 'Paiement', 'Pagamento', '付款'],
  'Payment amount': ['Zahlungsbetrag', 'Montant des paiements', 'Valor pago', '付款金額'],
  Payments: ['Zahlungen', 'Paiements', 'Pagamentos', '付款筆數'],
  'Per member limit': ['Limit pro Mitglied', 'Limite par membre', 'Limite por membro', '每位會員上限'],
  'Percent off': ['Rabatt in %', 'Remise en %', 'Desconto em %', '折扣百分比'],
  Phone: ['Telefon', 'Téléphone', 'Telemóvel', '電話'],
  Pinned: ['Angeheftet', 'Épinglée', 'Fixada', '置頂'],
  Places: ['Plätze', 'Places', 'Vagas', '名額'],
  Price: ['Preis', 'Prix', 'Preço', '價格'],
  Profit: ['Gewinn', 'Résultat', 'Lucro', '利潤'],
  'Publish at': ['Veröffentlichen am', 'Publier le', 'Publicar em', '發布時間'],
  Quantity: ['Menge', 'Quantité', 'Quantidade', '數量'],
  Reason: ['Grund', 'Motif', 'Motivo', '原因'],
  Redemptions: ['Einlösungen', 'Utilisations', 'Usos', '使用次數'],
  'Refund amount': ['Erstattungsbetrag', 'Montant des remboursements', 'Valor reembolsado', '退款金額'],
  Refunded: ['Erstattet', 'Remboursé', 'Reembolsado', '已退款'],
  'Refunded at': ['Erstattet am', 'Remboursé le', 'Reembolsado em', '退款時間'],
  Refunds: ['Erstattungen', 'Remboursements', 'Reembolsos', '退款'],
  Refused: ['Abgewiesen', 'Refusées', 'Recusadas', '拒絕'],
  Renewed: ['Verlängert', 'Renouvelé', 'Renovado', '已續約'],
  'Reorder level': ['Mindestbestand', 'Seuil de réapprovisionnement', 'Nível de reposição', '補貨水位'],
  Retained: ['Gehalten', 'Fidélisés', 'Retidos', '留存會員'],
  'Retention %': ['Bindungsquote %', 'Taux de fidélisation %', 'Taxa de retenção %', '留存率 %'],
  'Reversal reason': ['Grund der Rückbuchung', "Motif de l'extourne", 'Motivo do estorno', '沖銷原因'],
  'Reversed at': ['Zurückgebucht am', 'Extourné le', 'Estornado em', '沖銷時間'],
  'Reversed by': ['Zurückgebucht von', 'Extourné par', 'Estornado por', '沖銷人員'],
  Room: ['Raum', 'Salle', 'Sala', '教室'],
  SKU: ['Artikelnummer', 'Référence', 'Referência', '貨號'],
  Scheduled: ['Geplant', 'Planifiées', 'Agendadas', '已排定'],
  Sessions: ['Einheiten', 'Séances', 'Sessões', '課堂數'],
  'Sessions remaining': ['Verbleibende Einheiten', 'Séances restantes', 'Sessões restantes', '剩餘堂數'],
  Staff: ['Mitarbeiter', 'Employé', 'Funcionário', '員工'],
  'Start date': ['Startdatum', 'Date de début', 'Data de início', '開始日期'],
  'Starts at': ['Beginn', 'Début', 'Início', '開始時間'],
  State: ['Zustand', 'État', 'Estado', '狀態'],
  Status: ['Status', 'Statut', 'Situação', '狀態'],
  Statuses: ['Status', 'Statuts', 'Estados', '狀態'],
  Stock: ['Bestand', 'Stock', 'Stock', '庫存'],
  Subtotal: ['Zwischensumme', 'Sous-total', 'Subtotal', '小計'],
  'Synced at': ['Synchronisiert am', 'Synchronisé le', 'Sincronizado em', '同步時間'],
  Tags: ['Schlagwörter', 'Étiquettes', 'Etiquetas', '標籤'],
  Taken: ['Belegt', 'Prises', 'Ocupadas', '已佔名額'],
  Tax: ['Steuer', 'Taxe', 'Imposto', '稅額'],
  Time: ['Zeit', 'Heure', 'Hora', '時間'],
  Title: ['Titel', 'Titre', 'Título', '標題'],
  Total: ['Summe', 'Total', 'Total', '總計'],
  'Total limit': ['Gesamtlimit', 'Limite totale', 'Limite total', '總上限'],
  Trainer: ['Trainer', 'Coach', 'Treinador', '教練'],
  'Utilization %': ['Auslastung %', 'Remplissage %', 'Ocupação %', '使用率 %'],
  'Valid from': ['Gültig ab', 'Valable du', 'Válido de', '生效日'],
  'Valid to': ['Gültig bis', "Valable jusqu'au", 'Válido até', '失效日'],
  Value: ['Wert', 'Valeur', 'Valor', '價值'],
  Vendor: ['Lieferant', 'Fournisseur', 'Fornecedor', '廠商'],
  'Void reason': ['Stornogrund', "Motif d'annulation", 'Motivo da anulação', '作廢原因'],
  Waitlist: ['Warteliste', "Liste d'attente", 'Lista de espera', '候補名單'],
  'Waitlist position': [
    'Wartelistenplatz',
    "Rang en liste d'attente",
    'Posição na lista de espera',
    '候補順位',
  ],
  Waitlisted: ['Warteliste', "En liste d'attente", 'Lista de espera', '候補'],
  'Workout notes': ['Trainingsnotizen', "Notes d'entraînement", 'Notas do treino', '訓練筆記'],
});

/**
 * The transaction report's columns as its screen names them (its `field.*` words), by the screen's
 * field key: [en, de, fr, pt, zh-TW]. A count and an amount of the same thing are two words ("Refunds",
 * 退款筆數; "Refund amount", 退款金額), which the one-word-per-English-header table cannot tell apart.
 */
export const TRANSACTION_CSV_HEADERS = labelled({
  kind: ['Kind', 'Art', 'Type', 'Tipo', '類型'],
  at: ['Time', 'Zeit', 'Heure', 'Hora', '時間'],
  day: ['Day', 'Tag', 'Jour', 'Dia', '日期'],
  invoiceNumber: ['Invoice', 'Rechnung', 'Facture', 'Fatura', '發票'],
  memberName: ['Member', 'Mitglied', 'Membre', 'Membro', '會員'],
  method: ['Method', 'Zahlungsart', 'Moyen', 'Método', '付款方式'],
  staffName: ['Staff', 'Mitarbeiter', 'Employé', 'Funcionário', '員工'],
  amount: ['Amount', 'Betrag', 'Montant', 'Valor', '金額'],
  note: ['Note', 'Notiz', 'Note', 'Observação', '備註'],
  paymentCount: ['Payments', 'Zahlungen', 'Paiements', 'Pagamentos', '付款筆數'],
  payments: ['Payment amount', 'Zahlungsbetrag', 'Montant des paiements', 'Valor pago', '付款金額'],
  refundCount: ['Refunds', 'Erstattungen', 'Remboursements', 'Reembolsos', '退款筆數'],
  refunds: [
    'Refund amount',
    'Erstattungsbetrag',
    'Montant des remboursements',
    'Valor reembolsado',
    '退款金額',
  ],
  net: ['Net', 'Netto', 'Net', 'Líquido', '淨額'],
  paidAt: ['Paid at', 'Bezahlt am', 'Payé le', 'Pago em', '付款時間'],
  reversedAt: ['Reversed at', 'Zurückgebucht am', 'Extourné le', 'Estornado em', '沖銷時間'],
  reversalReason: [
    'Reversal reason',
    'Grund der Rückbuchung',
    "Motif de l'extourne",
    'Motivo do estorno',
    '沖銷原因',
  ],
  reversedByName: ['Reversed by', 'Zurückgebucht von', 'Extourné par', 'Estornado por', '沖銷人員'],
});

/**
 * Codes written as the screens name them: [en, de, fr, pt, zh-TW]. A code missing from its
 * set is written as it is.
 */
export const CSV_LABELS = {
  // The desk records its check-ins under these names; a door or device naming itself is written as it named itself.
  checkInDevice: labelled({
    'front desk': ['Front desk', 'Empfang', 'Accueil', 'Receção', '櫃檯'],
    'front desk (offline)': [
      'Front desk (offline)',
      'Empfang (offline)',
      'Accueil (hors ligne)',
      'Receção (offline)',
      '櫃檯（離線）',
    ],
  }),
  checkInReason: labelled({
    no_membership: ['No membership', 'Keine Mitgliedschaft', "Pas d'abonnement", 'Sem plano', '無會籍'],
    not_started: [
      'Membership not started',
      'Mitgliedschaft noch nicht begonnen',
      'Abonnement pas encore commencé',
      'Plano ainda não iniciado',
      '會籍尚未開始',
    ],
    expired: [
      'Membership expired',
      'Mitgliedschaft abgelaufen',
      'Abonnement expiré',
      'Plano expirado',
      '會籍已到期',
    ],
    frozen: [
      'Membership frozen',
      'Mitgliedschaft pausiert',
      'Abonnement suspendu',
      'Plano congelado',
      '會籍已凍結',
    ],
    no_credits: ['No credits left', 'Keine Einheiten mehr', 'Plus de crédits', 'Sem créditos', '無剩餘點數'],
    owes_money: ['Owes money', 'Offener Betrag', 'Solde dû', 'Tem dívida', '有欠款'],
    unsigned_document: [
      'Waiver not signed',
      'Haftungsverzicht nicht unterschrieben',
      'Décharge non signée',
      'Declaração não assinada',
      '未簽署切結書',
    ],
    outside_opening_hours: [
      'Branch closed',
      'Filiale geschlossen',
      'Site fermé',
      'Unidade fechada',
      '分店未營業',
    ],
    not_valid_at_center: [
      'Not valid at this branch',
      'In dieser Filiale nicht gültig',
      'Non valable sur ce site',
      'Não válido nesta unidade',
      '此分店不適用',
    ],
  }),
  memberStatus: labelled({
    active: ['Active', 'Aktiv', 'Actif', 'Ativo', '有效'],
    expiring: [
      'Expiring in 14 days',
      'Läuft in 14 Tagen ab',
      'Expire sous 14 jours',
      'Expira em 14 dias',
      '14 天內到期',
    ],
    expired: ['Expired', 'Abgelaufen', 'Expiré', 'Expirado', '已到期'],
    frozen: ['Frozen', 'Pausiert', 'Suspendu', 'Congelado', '已凍結'],
    no_membership: ['No membership', 'Keine Mitgliedschaft', 'Sans abonnement', 'Sem plano', '無會籍'],
    owes_money: ['Owes money', 'Offener Betrag', 'Solde dû', 'Tem dívida', '有欠款'],
  }),
  bookingStatus: labelled({
    booked: ['Booked', 'Gebucht', 'Réservé', 'Reservada', '已預約'],
    waitlisted: ['Waitlisted', 'Warteliste', "En liste d'attente", 'Em lista de espera', '候補中'],
    cancelled: ['Cancelled', 'Storniert', 'Annulé', 'Cancelada', '已取消'],
    late_cancelled: ['Cancelled late', 'Spät storniert', 'Annulé tardivement', 'Cancelada tarde', '逾時取消'],
    attended: ['Attended', 'Teilgenommen', 'Présent', 'Presente', '已出席'],
    no_show: ['No-show', 'Nicht erschienen', 'Absent', 'Faltou', '未出席'],
  }),
  classStatus: labelled({
    scheduled: ['Scheduled', 'Geplant', 'Prévu', 'Agendada', '已排定'],
    cancelled: ['Cancelled', 'Abgesagt', 'Annulé', 'Cancelada', '已取消'],
  }),
  couponKind: labelled({
    percent: ['Percent', 'Prozent', 'Pourcentage', 'Percentagem', '百分比'],
    fixed: ['Fixed amount', 'Fester Betrag', 'Montant fixe', 'Valor fixo', '固定金額'],
  }),
  couponScope: labelled({
    all: ['Everything', 'Alles', 'Tout', 'Tudo', '全部'],
    packages: ['Packages', 'Pakete', 'Forfaits', 'Planos', '方案'],
    products: ['Products', 'Produkte', 'Produits', 'Produtos', '商品'],
  }),
  couponState: labelled({
    active: ['Active', 'Aktiv', 'Actif', 'Ativo', '可使用'],
    scheduled: ['Scheduled', 'Geplant', 'Programmé', 'Agendado', '尚未開始'],
    expired: ['Expired', 'Abgelaufen', 'Expiré', 'Expirado', '已過期'],
    used_up: ['Used up', 'Aufgebraucht', 'Épuisé', 'Esgotado', '已用完'],
    inactive: ['Switched off', 'Ausgeschaltet', 'Désactivé', 'Desligado', '已停用'],
  }),
  durationUnit: labelled({
    days: ['days', 'Tage', 'jours', 'dias', '天'],
    months: ['months', 'Monate', 'mois', 'meses', '個月'],
  }),
  membershipState: labelled({
    not_started: [
      'Not started',
      'Noch nicht begonnen',
      'Pas encore commencé',
      'Ainda não começou',
      '尚未開始',
    ],
    active: ['Active', 'Aktiv', 'Actif', 'Ativo', '有效'],
    expiring: ['Expiring', 'Läuft bald ab', 'Expire bientôt', 'A expirar', '即將到期'],
    frozen: ['Frozen', 'Pausiert', 'Suspendu', 'Congelado', '已凍結'],
    used_up: ['Used up', 'Aufgebraucht', 'Épuisé', 'Esgotado', '已用完'],
    expired: ['Expired', 'Abgelaufen', 'Expiré', 'Expirado', '已到期'],
    cancelled: ['Cancelled', 'Storniert', 'Annulé', 'Cancelado', '已取消'],
  }),
  newsStatus: labelled({
    draft: ['Draft', 'Entwurf', 'Brouillon', 'Rascunho', '草稿'],
    published: ['Published', 'Veröffentlicht', 'Publiée', 'Publicada', '已發布'],
  }),
  packageKind: labelled({
    time: ['Time-based', 'Zeitbasiert', 'À durée', 'Por período', '期限制'],
    sessions: ['Session pack', 'Mehrfachkarte', 'Carte de séances', 'Pacote de aulas', '堂數卡'],
    pt: ['PT pack', 'PT-Paket', 'Forfait coaching', 'Pacote de PT', '私人教練方案'],
  }),
  paymentMethod: byCode(PAYMENT_METHOD_LABELS),
  expenditureCategory: labelled({
    rent: ['Rent', 'Miete', 'Loyer', 'Renda', '租金'],
    utilities: ['Utilities', 'Nebenkosten', 'Charges', 'Serviços', '水電瓦斯'],
    salaries: ['Salaries', 'Gehälter', 'Salaires', 'Salários', '薪資'],
    equipment: ['Equipment', 'Geräte', 'Équipement', 'Equipamento', '器材'],
    maintenance: ['Maintenance', 'Instandhaltung', 'Entretien', 'Manutenção', '維修保養'],
    marketing: ['Marketing', 'Marketing', 'Marketing', 'Marketing', '行銷'],
    supplies: ['Supplies', 'Verbrauchsmaterial', 'Fournitures', 'Consumíveis', '耗材'],
    stock_purchase: ['Stock purchase', 'Wareneinkauf', 'Achat de stock', 'Compra de stock', '進貨'],
    other: ['Other', 'Sonstiges', 'Autre', 'Outros', '其他'],
  }),
  invoiceLineKind: labelled({
    package: ['Package', 'Paket', 'Formule', 'Pacote', '方案'],
    product: ['Product', 'Produkt', 'Produit', 'Produto', '商品'],
    custom: ['Custom item', 'Freie Position', 'Article libre', 'Artigo livre', '自訂項目'],
  }),
  invoiceStatus: labelled({
    draft: ['Draft', 'Entwurf', 'Brouillon', 'Rascunho', '草稿'],
    issued: ['Issued', 'Ausgestellt', 'Émise', 'Emitida', '已開立'],
    partial: ['Partly paid', 'Teilweise bezahlt', 'Partiellement payée', 'Parcialmente paga', '部分付款'],
    paid: ['Paid', 'Bezahlt', 'Payée', 'Paga', '已付款'],
    void: ['Void', 'Storniert', 'Annulée', 'Anulada', '已作廢'],
    overdue: ['Overdue', 'Überfällig', 'En retard', 'Vencida', '逾期'],
  }),
  ptSessionStatus: labelled({
    scheduled: ['Scheduled', 'Geplant', 'Planifiée', 'Agendada', '已排定'],
    completed: ['Completed', 'Abgeschlossen', 'Terminée', 'Concluída', '已完成'],
    cancelled: ['Cancelled', 'Abgesagt', 'Annulée', 'Cancelada', '已取消'],
    no_show: ['No-show', 'Nicht erschienen', 'Absent', 'Falta', '未出席'],
  }),
  transactionKind: labelled({
    payment: ['Payment', 'Zahlung', 'Paiement', 'Pagamento', '付款'],
    refund: ['Refund', 'Erstattung', 'Remboursement', 'Reembolso', '退款'],
  }),
  yesNo: labelled({
    yes: ['Yes', 'Ja', 'Oui', 'Sim', '是'],
    no: ['No', 'Nein', 'Non', 'Não', '否'],
  }),
} satisfies Record<string, Record<string, Record<Locale, string>>>;

export type CsvLabelSet = keyof typeof CSV_LABELS;
