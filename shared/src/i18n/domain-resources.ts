import type { API_ERROR_CODES } from '../api/api-error';
import type { CheckInRefusalCode, DomainCode } from '../api/domain-codes';
import { LOCALES, type Locale } from '../constants';
import { bundlesByLocale } from './bundles';

/** What the browser says when a call failed without an answer from the server (network, timeout). */
export const UNKNOWN_ERROR_CODE = 'unknown_error';

/** Codes every route may answer with, besides the business rules. */
type GeneralErrorCode = (typeof API_ERROR_CODES)[
  | 'conflict'
  | 'validation'
  | 'forbidden'
  | 'notFound'
  | 'rateLimited'];

export type DomainMessageCode =
  | DomainCode
  | CheckInRefusalCode
  | GeneralErrorCode
  | typeof UNKNOWN_ERROR_CODE;

/**
 * The `domain` namespace: one short sentence a front-desk person understands for every error code
 * the API returns (`error.code`) and every reason a check-in is refused, keyed by the code.
 * `no_credits` is both a booking and a check-in refusal, so its sentence fits both.
 */
const MESSAGES: Record<DomainMessageCode, Record<Locale, string>> = {
  // Memberships
  membership_not_found: {
    en: 'The member has no such membership.',
    de: 'Das Mitglied hat diese Mitgliedschaft nicht.',
    fr: "Le membre n'a pas cet abonnement.",
    pt: 'O membro não tem este plano.',
    'zh-TW': '此會員沒有這個會籍。',
  },
  membership_cancelled: {
    en: 'This membership is cancelled.',
    de: 'Diese Mitgliedschaft ist gekündigt.',
    fr: 'Cet abonnement est résilié.',
    pt: 'Este plano está cancelado.',
    'zh-TW': '此會籍已取消。',
  },
  membership_expired: {
    en: 'This membership has ended.',
    de: 'Diese Mitgliedschaft ist beendet.',
    fr: 'Cet abonnement est terminé.',
    pt: 'Este plano já terminou.',
    'zh-TW': '此會籍已結束。',
  },
  freeze_overlaps: {
    en: 'The freeze overlaps another freeze.',
    de: 'Die Pause überschneidet sich mit einer anderen Pause.',
    fr: 'La suspension chevauche une autre suspension.',
    pt: 'A suspensão sobrepõe-se a outra suspensão.',
    'zh-TW': '此暫停期間與另一段暫停期間重疊。',
  },
  freeze_outside_membership: {
    en: 'The freeze must start within the membership.',
    de: 'Die Pause muss innerhalb der Laufzeit der Mitgliedschaft beginnen.',
    fr: "La suspension doit commencer pendant la durée de l'abonnement.",
    pt: 'A suspensão tem de começar dentro do período do plano.',
    'zh-TW': '暫停必須在會籍期間內開始。',
  },
  freeze_in_past: {
    en: 'A freeze cannot start in the past.',
    de: 'Eine Pause kann nicht in der Vergangenheit beginnen.',
    fr: 'Une suspension ne peut pas commencer dans le passé.',
    pt: 'Uma suspensão não pode começar no passado.',
    'zh-TW': '暫停不能從過去的日期開始。',
  },
  freeze_too_long: {
    en: 'A freeze can last at most 365 days.',
    de: 'Eine Pause kann höchstens 365 Tage dauern.',
    fr: 'Une suspension peut durer au plus 365 jours.',
    pt: 'Uma suspensão pode durar no máximo 365 dias.',
    'zh-TW': '暫停最長為 365 天。',
  },
  freeze_not_active: {
    en: 'There is no running freeze to end on that day.',
    de: 'An diesem Tag läuft keine Pause, die beendet werden könnte.',
    fr: 'Aucune suspension en cours ne peut être levée à cette date.',
    pt: 'Não há nenhuma suspensão em curso para terminar nesse dia.',
    'zh-TW': '該日沒有進行中的暫停可以結束。',
  },
  package_inactive: {
    en: 'This package is no longer sold.',
    de: 'Dieses Paket wird nicht mehr verkauft.',
    fr: "Ce forfait n'est plus en vente.",
    pt: 'Este pacote já não está à venda.',
    'zh-TW': '此方案已停止販售。',
  },
  package_not_sold_at_center: {
    en: 'This package is not sold at this branch.',
    de: 'Dieses Paket wird in dieser Filiale nicht verkauft.',
    fr: "Ce forfait n'est pas vendu dans cette succursale.",
    pt: 'Este pacote não é vendido nesta filial.',
    'zh-TW': '此分店不販售此方案。',
  },
  trainer_required: {
    en: 'Choose a trainer for a personal training package.',
    de: 'Wählen Sie einen Trainer für ein Personal-Training-Paket.',
    fr: 'Choisissez un coach pour un forfait de coaching personnel.',
    pt: 'Escolha um treinador para um pacote de treino personalizado.',
    'zh-TW': '私人教練方案請選擇教練。',
  },

  // Class booking
  class_cancelled: {
    en: 'This class is cancelled.',
    de: 'Dieser Kurs ist abgesagt.',
    fr: 'Ce cours est annulé.',
    pt: 'Esta aula está cancelada.',
    'zh-TW': '此課程已取消。',
  },
  class_already_started: {
    en: 'The class has already started.',
    de: 'Der Kurs hat bereits begonnen.',
    fr: 'Le cours a déjà commencé.',
    pt: 'A aula já começou.',
    'zh-TW': '課程已經開始。',
  },
  outside_booking_window: {
    en: 'The class is not open for booking yet.',
    de: 'Der Kurs ist noch nicht buchbar.',
    fr: "Le cours n'est pas encore ouvert à la réservation.",
    pt: 'A aula ainda não está aberta a reservas.',
    'zh-TW': '此課程尚未開放預約。',
  },
  already_booked: {
    en: 'The member is already booked or waitlisted for this class.',
    de: 'Das Mitglied ist für diesen Kurs bereits gebucht oder auf der Warteliste.',
    fr: "Le membre est déjà inscrit à ce cours ou sur sa liste d'attente.",
    pt: 'O membro já tem reserva ou está na lista de espera desta aula.',
    'zh-TW': '此會員已預約此課程或已在候補名單中。',
  },
  no_valid_membership: {
    en: 'The member has no membership valid on the day of the class.',
    de: 'Das Mitglied hat am Kurstag keine gültige Mitgliedschaft.',
    fr: "Le membre n'a pas d'abonnement valide le jour du cours.",
    pt: 'O membro não tem um plano válido no dia da aula.',
    'zh-TW': '此會員在上課當天沒有有效的會籍。',
  },
  membership_frozen: {
    en: "The member's membership is frozen on the day of the class.",
    de: 'Die Mitgliedschaft des Mitglieds ist am Kurstag pausiert.',
    fr: "L'abonnement du membre est suspendu le jour du cours.",
    pt: 'O plano do membro está suspenso no dia da aula.',
    'zh-TW': '此會員的會籍在上課當天暫停中。',
  },
  no_credits: {
    en: 'The member has no credits left.',
    de: 'Das Mitglied hat keine Credits mehr.',
    fr: "Le membre n'a plus de crédits.",
    pt: 'O membro já não tem créditos.',
    'zh-TW': '此會員已沒有剩餘點數。',
  },
  booking_not_active: {
    en: 'This booking is no longer active.',
    de: 'Diese Buchung ist nicht mehr aktiv.',
    fr: "Cette réservation n'est plus active.",
    pt: 'Esta reserva já não está ativa.',
    'zh-TW': '此預約已失效。',
  },
  attendance_too_early: {
    en: 'Attendance can be marked only around the start of the class.',
    de: 'Die Anwesenheit kann nur rund um den Kursbeginn erfasst werden.',
    fr: "La présence ne peut être notée qu'aux alentours du début du cours.",
    pt: 'A presença só pode ser registada perto da hora de início da aula.',
    'zh-TW': '只能在課程開始前後登記出席。',
  },

  // Timetable
  room_taken: {
    en: 'The room is already booked at that time.',
    de: 'Der Raum ist zu dieser Zeit bereits belegt.',
    fr: 'La salle est déjà réservée à cette heure.',
    pt: 'A sala já está reservada a essa hora.',
    'zh-TW': '該時段教室已被預訂。',
  },
  instructor_busy: {
    en: 'The instructor or trainer is busy at that time.',
    de: 'Die Kursleitung bzw. der Trainer ist zu dieser Zeit bereits eingeplant.',
    fr: "L'instructeur ou le coach est déjà occupé à cette heure.",
    pt: 'O instrutor ou treinador já está ocupado a essa hora.',
    'zh-TW': '該時段講師或教練已有安排。',
  },

  // Personal training
  pt_session_not_scheduled: {
    en: 'Only a scheduled session can be changed this way.',
    de: 'Nur eine geplante Einheit kann auf diese Weise geändert werden.',
    fr: 'Seule une séance planifiée peut être modifiée de cette façon.',
    pt: 'Só uma sessão agendada pode ser alterada desta forma.',
    'zh-TW': '只有已排定的課程可以這樣變更。',
  },
  pt_no_sessions_left: {
    en: 'No sessions are left on this PT package.',
    de: 'Auf diesem PT-Paket sind keine Einheiten mehr übrig.',
    fr: 'Il ne reste aucune séance sur ce forfait de coaching personnel.',
    pt: 'Já não restam sessões neste pacote de treino personalizado.',
    'zh-TW': '此私人教練方案已無剩餘堂數。',
  },

  // Invoices, payments, refunds
  invoice_void: {
    en: 'This invoice is void.',
    de: 'Diese Rechnung ist storniert.',
    fr: 'Cette facture est annulée.',
    pt: 'Esta fatura está anulada.',
    'zh-TW': '此發票已作廢。',
  },
  invoice_not_issued: {
    en: 'Issue the invoice before taking a payment.',
    de: 'Stellen Sie die Rechnung aus, bevor Sie eine Zahlung annehmen.',
    fr: "Émettez la facture avant d'encaisser un paiement.",
    pt: 'Emita a fatura antes de receber um pagamento.',
    'zh-TW': '請先開立發票再收款。',
  },
  invoice_already_issued: {
    en: 'This invoice has already been issued.',
    de: 'Diese Rechnung wurde bereits ausgestellt.',
    fr: 'Cette facture a déjà été émise.',
    pt: 'Esta fatura já foi emitida.',
    'zh-TW': '此發票已開立。',
  },
  invoice_has_payments: {
    en: 'Refund the payments before voiding this invoice.',
    de: 'Erstatten Sie die Zahlungen, bevor Sie diese Rechnung stornieren.',
    fr: "Remboursez les paiements avant d'annuler cette facture.",
    pt: 'Reembolse os pagamentos antes de anular esta fatura.',
    'zh-TW': '請先退還付款，再將此發票作廢。',
  },
  amount_not_positive: {
    en: 'Enter an amount of more than 0.',
    de: 'Geben Sie einen Betrag größer als 0 ein.',
    fr: 'Saisissez un montant supérieur à 0.',
    pt: 'Introduza um valor superior a 0.',
    'zh-TW': '請輸入大於 0 的金額。',
  },
  payment_exceeds_balance: {
    en: 'The payment is more than the balance of the invoice.',
    de: 'Die Zahlung ist höher als der offene Betrag der Rechnung.',
    fr: 'Le paiement dépasse le solde de la facture.',
    pt: 'O pagamento é superior ao saldo da fatura.',
    'zh-TW': '付款金額超過發票的未付餘額。',
  },
  refund_exceeds_payment: {
    en: 'The refund is more than what is left of this payment.',
    de: 'Die Erstattung ist höher als der verbleibende Betrag dieser Zahlung.',
    fr: 'Le remboursement dépasse ce qui reste de ce paiement.',
    pt: 'O reembolso é superior ao que resta deste pagamento.',
    'zh-TW': '退款金額超過此筆付款的剩餘金額。',
  },
  discount_exceeds_subtotal: {
    en: 'The discounts are more than the invoice amount.',
    de: 'Die Rabatte sind höher als der Rechnungsbetrag.',
    fr: 'Les remises dépassent le montant de la facture.',
    pt: 'Os descontos são superiores ao valor da fatura.',
    'zh-TW': '折扣超過發票金額。',
  },
  insufficient_stock: {
    en: 'Not enough in stock at this branch.',
    de: 'In dieser Filiale ist nicht genug auf Lager.',
    fr: 'Stock insuffisant dans cette succursale.',
    pt: 'Não há stock suficiente nesta filial.',
    'zh-TW': '此分店庫存不足。',
  },

  // Coupons
  coupon_not_found: {
    en: 'No coupon has this code.',
    de: 'Es gibt keinen Gutschein mit diesem Code.',
    fr: 'Aucun coupon ne correspond à ce code.',
    pt: 'Não existe nenhum cupão com este código.',
    'zh-TW': '沒有使用此代碼的優惠券。',
  },
  coupon_inactive: {
    en: 'This coupon is switched off.',
    de: 'Dieser Gutschein ist deaktiviert.',
    fr: 'Ce coupon est désactivé.',
    pt: 'Este cupão está desativado.',
    'zh-TW': '此優惠券已停用。',
  },
  coupon_not_yet_valid: {
    en: 'This coupon cannot be used yet.',
    de: 'Dieser Gutschein kann noch nicht eingelöst werden.',
    fr: 'Ce coupon ne peut pas encore être utilisé.',
    pt: 'Este cupão ainda não pode ser utilizado.',
    'zh-TW': '此優惠券尚未開始適用。',
  },
  coupon_expired: {
    en: 'This coupon has expired.',
    de: 'Dieser Gutschein ist abgelaufen.',
    fr: 'Ce coupon a expiré.',
    pt: 'Este cupão expirou.',
    'zh-TW': '此優惠券已過期。',
  },
  coupon_limit_reached: {
    en: 'This coupon has been used up.',
    de: 'Dieser Gutschein ist aufgebraucht.',
    fr: "Ce coupon a atteint sa limite d'utilisation.",
    pt: 'Este cupão já atingiu o limite de utilizações.',
    'zh-TW': '此優惠券已達使用上限。',
  },
  coupon_member_limit_reached: {
    en: 'This member has already used this coupon as often as allowed.',
    de: 'Dieses Mitglied hat den Gutschein bereits so oft wie erlaubt eingelöst.',
    fr: 'Ce membre a déjà utilisé ce coupon autant de fois que permis.',
    pt: 'Este membro já utilizou este cupão o número máximo de vezes.',
    'zh-TW': '此會員使用此優惠券的次數已達上限。',
  },
  coupon_not_applicable: {
    en: 'This coupon does not apply to anything in the cart.',
    de: 'Dieser Gutschein gilt für keinen Artikel im Warenkorb.',
    fr: "Ce coupon ne s'applique à aucun article du panier.",
    pt: 'Este cupão não se aplica a nenhum artigo do carrinho.',
    'zh-TW': '此優惠券不適用於購物車中的任何項目。',
  },
  coupon_minimum_not_met: {
    en: 'The cart is below the minimum amount for this coupon.',
    de: 'Der Warenkorb liegt unter dem Mindestbetrag für diesen Gutschein.',
    fr: "Le panier n'atteint pas le montant minimum de ce coupon.",
    pt: 'O carrinho não atinge o valor mínimo deste cupão.',
    'zh-TW': '購物車金額未達此優惠券的最低消費。',
  },

  // Signatures
  signature_request_not_pending: {
    en: 'This signature request is no longer waiting for a signature.',
    de: 'Diese Unterschriftsanfrage wartet nicht mehr auf eine Unterschrift.',
    fr: "Cette demande de signature n'attend plus de signature.",
    pt: 'Este pedido de assinatura já não está a aguardar assinatura.',
    'zh-TW': '此簽名請求已不再等待簽名。',
  },
  signature_text_changed: {
    en: 'The document changed since it was shown. Reload it.',
    de: 'Das Dokument wurde seit der Anzeige geändert. Laden Sie es neu.',
    fr: 'Le document a changé depuis son affichage. Rechargez-le.',
    pt: 'O documento foi alterado desde que foi apresentado. Volte a carregá-lo.',
    'zh-TW': '文件在顯示後已變更，請重新載入。',
  },
  signed_document_immutable: {
    en: 'This document is already signed and cannot change.',
    de: 'Dieses Dokument ist bereits unterschrieben und kann nicht mehr geändert werden.',
    fr: 'Ce document est déjà signé et ne peut plus être modifié.',
    pt: 'Este documento já está assinado e não pode ser alterado.',
    'zh-TW': '此文件已簽署，無法再變更。',
  },

  // Check-in refusals
  no_membership: {
    en: 'The member has no membership: sell one instead.',
    de: 'Das Mitglied hat keine Mitgliedschaft: Verkaufen Sie stattdessen eine.',
    fr: "Le membre n'a pas d'abonnement : vendez-lui-en un.",
    pt: 'O membro não tem plano: venda-lhe um.',
    'zh-TW': '此會員沒有會籍，請改為銷售會籍。',
  },
  not_started: {
    en: "The member's membership has not started yet.",
    de: 'Die Mitgliedschaft des Mitglieds hat noch nicht begonnen.',
    fr: "L'abonnement du membre n'a pas encore commencé.",
    pt: 'O plano do membro ainda não começou.',
    'zh-TW': '此會員的會籍尚未開始。',
  },
  expired: {
    en: "The member's membership has expired.",
    de: 'Die Mitgliedschaft des Mitglieds ist abgelaufen.',
    fr: "L'abonnement du membre a expiré.",
    pt: 'O plano do membro expirou.',
    'zh-TW': '此會員的會籍已到期。',
  },
  frozen: {
    en: "The member's membership is frozen: unfreeze it instead.",
    de: 'Die Mitgliedschaft des Mitglieds ist pausiert: Beenden Sie stattdessen die Pause.',
    fr: "L'abonnement du membre est suspendu : levez plutôt la suspension.",
    pt: 'O plano do membro está suspenso: retome-o em vez disso.',
    'zh-TW': '此會員的會籍暫停中，請改為恢復會籍。',
  },
  owes_money: {
    en: 'The member owes money.',
    de: 'Das Mitglied hat offene Zahlungen.',
    fr: 'Le membre a des impayés.',
    pt: 'O membro tem pagamentos em falta.',
    'zh-TW': '此會員有未付款項。',
  },
  unsigned_document: {
    en: 'The member has not signed the waiver.',
    de: 'Das Mitglied hat den Haftungsausschluss nicht unterschrieben.',
    fr: "Le membre n'a pas signé la décharge.",
    pt: 'O membro não assinou o termo de responsabilidade.',
    'zh-TW': '此會員尚未簽署免責聲明。',
  },

  // Editing a class
  class_capacity_below_booked: {
    en: 'More places are booked than this capacity. Keep the capacity at least at the booked places.',
    de: 'Es sind mehr Plätze gebucht, als diese Kapazität erlaubt. Die Kapazität muss mindestens den gebuchten Plätzen entsprechen.',
    fr: 'Plus de places sont réservées que cette capacité. Gardez une capacité au moins égale aux places réservées.',
    pt: 'Há mais lugares reservados do que esta capacidade. Mantenha a capacidade pelo menos igual aos lugares reservados.',
    'zh-TW': '已預約的名額多於此容量，容量不得低於已預約的名額。',
  },
  class_move_loses_bookings: {
    en: 'Some booked members have no valid membership on the new date. Confirm to cancel their bookings and return their credits.',
    de: 'Einige gebuchte Mitglieder haben am neuen Datum keine gültige Mitgliedschaft. Bestätigen Sie, um ihre Buchungen zu stornieren und ihre Guthaben zurückzugeben.',
    fr: "Certains membres inscrits n'ont pas d'abonnement valable à la nouvelle date. Confirmez pour annuler leurs réservations et leur rendre leurs crédits.",
    pt: 'Alguns membros com reserva não têm um plano válido na nova data. Confirme para cancelar as reservas e devolver os créditos.',
    'zh-TW': '部分已預約的會員在新日期沒有有效的會籍。請確認以取消他們的預約並退還堂數。',
  },

  // Branches and settings
  center_in_use: {
    en: 'This branch is still the home branch of members or has classes ahead. Move its members and its future classes first.',
    de: 'Diese Filiale ist noch die Stammfiliale von Mitgliedern oder hat anstehende Kurse. Verlegen Sie zuerst ihre Mitglieder und künftigen Kurse.',
    fr: "Ce site est encore le site principal de membres ou a des cours à venir. Déplacez d'abord ses membres et ses cours à venir.",
    pt: 'Esta filial ainda é a filial principal de membros ou tem aulas agendadas. Mude primeiro os membros e as aulas futuras.',
    'zh-TW': '此分店仍是部分會員的所屬分店，或仍有未來的課程。請先移轉會員與未來的課程。',
  },
  currency_locked: {
    en: 'The currency cannot change once an invoice exists.',
    de: 'Die Währung kann nicht mehr geändert werden, sobald eine Rechnung existiert.',
    fr: "La devise ne peut plus changer dès qu'une facture existe.",
    pt: 'A moeda não pode ser alterada depois de existir uma fatura.',
    'zh-TW': '已有發票後便無法變更幣別。',
  },

  // Closures and bulk actions
  closure_overlaps: {
    en: 'This branch is already closed on some of these days.',
    de: 'Diese Filiale ist an einigen dieser Tage bereits geschlossen.',
    fr: 'Ce site est déjà fermé certains de ces jours.',
    pt: 'Esta filial já está fechada em alguns destes dias.',
    'zh-TW': '此分店在其中幾天已設定為休館。',
  },
  closure_in_past: {
    en: 'A closure cannot start before today.',
    de: 'Eine Schließung kann nicht vor heute beginnen.',
    fr: "Une fermeture ne peut pas commencer avant aujourd'hui.",
    pt: 'Um encerramento não pode começar antes de hoje.',
    'zh-TW': '休館不能早於今天開始。',
  },
  bulk_selection_too_large: {
    en: 'This would change more than 5,000 members at once. Narrow the filters and try again.',
    de: 'Damit würden mehr als 5.000 Mitglieder auf einmal geändert. Grenzen Sie die Filter ein und versuchen Sie es erneut.',
    fr: 'Cela modifierait plus de 5 000 membres à la fois. Affinez les filtres et réessayez.',
    pt: 'Isto alteraria mais de 5.000 membros de uma vez. Restrinja os filtros e tente novamente.',
    'zh-TW': '這會一次變更超過 5,000 位會員。請縮小篩選範圍後再試一次。',
  },

  // Any route
  version_conflict: {
    en: 'Someone else changed this record. Review the current values and try again.',
    de: 'Jemand anderes hat diesen Datensatz geändert. Prüfen Sie die aktuellen Werte und versuchen Sie es erneut.',
    fr: "Quelqu'un d'autre a modifié cet enregistrement. Vérifiez les valeurs actuelles et réessayez.",
    pt: 'Outra pessoa alterou este registo. Reveja os valores atuais e tente novamente.',
    'zh-TW': '其他人已修改此筆資料，請檢查目前的內容後再試一次。',
  },
  validation_failed: {
    en: 'Some entries are not valid. Check the form and try again.',
    de: 'Einige Angaben sind ungültig. Prüfen Sie das Formular und versuchen Sie es erneut.',
    fr: 'Certaines saisies ne sont pas valides. Vérifiez le formulaire et réessayez.',
    pt: 'Alguns dados não são válidos. Verifique o formulário e tente novamente.',
    'zh-TW': '部分資料無效，請檢查表單後再試一次。',
  },
  forbidden: {
    en: 'You are not allowed to do this.',
    de: 'Dazu sind Sie nicht berechtigt.',
    fr: "Vous n'êtes pas autorisé à effectuer cette action.",
    pt: 'Não tem permissão para fazer isto.',
    'zh-TW': '您沒有執行此操作的權限。',
  },
  not_found: {
    en: 'This record was not found. It may have been deleted.',
    de: 'Dieser Datensatz wurde nicht gefunden. Möglicherweise wurde er gelöscht.',
    fr: 'Cet enregistrement est introuvable. Il a peut-être été supprimé.',
    pt: 'Este registo não foi encontrado. Pode ter sido eliminado.',
    'zh-TW': '找不到此筆資料，可能已被刪除。',
  },
  rate_limited: {
    en: 'Too many requests. Wait a moment and try again.',
    de: 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es erneut.',
    fr: 'Trop de requêtes. Patientez un instant et réessayez.',
    pt: 'Demasiados pedidos. Aguarde um momento e tente novamente.',
    'zh-TW': '請求次數過多，請稍候再試。',
  },
  unknown_error: {
    en: 'Something went wrong. Check the connection and try again.',
    de: 'Etwas ist schiefgelaufen. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    fr: 'Une erreur est survenue. Vérifiez la connexion et réessayez.',
    pt: 'Ocorreu um erro. Verifique a ligação e tente novamente.',
    'zh-TW': '發生錯誤，請檢查網路連線後再試一次。',
  },
};

export const domainResources = bundlesByLocale(LOCALES, MESSAGES);
