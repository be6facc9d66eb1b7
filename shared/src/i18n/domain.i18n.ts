import type { API_ERROR_CODES } from '../api/api-error';
import { CHECK_IN_REFUSAL_CODES, type CheckInRefusalCode, type DomainCode } from '../api/domain-codes';
import type { Locale } from '../constants';
import { addResources } from './resource-registry';
import { CHECK_IN_REFUSALS } from './validation/check-in';

/** What the browser says when a call failed without an answer from the server (network, timeout). */
export const UNKNOWN_ERROR_CODE = 'unknown_error';

/** Codes every route may answer with, besides the business rules. */
type GeneralErrorCode = (typeof API_ERROR_CODES)[
  | 'conflict'
  | 'validation'
  | 'forbidden'
  | 'notFound'
  | 'rateLimited'
  | 'serviceUnavailable'];

export type DomainMessageCode =
  | DomainCode
  | CheckInRefusalCode
  | GeneralErrorCode
  | typeof UNKNOWN_ERROR_CODE;

/** Every check-in refusal's sentence in one language (validation/check-in.ts holds them). */
function refusalsIn(locale: Locale): Record<CheckInRefusalCode, string> {
  return Object.fromEntries(
    CHECK_IN_REFUSAL_CODES.map((code) => [code, CHECK_IN_REFUSALS[code][locale]]),
  ) as Record<CheckInRefusalCode, string>;
}

/**
 * The `domain` namespace: one short sentence a front-desk person understands for every error code
 * the API returns (`error.code`) and every reason a check-in is refused, keyed by the code.
 * `no_credits` is both a booking and a check-in refusal, so its sentence fits both.
 */
addResources('domain', {
  en: {
    ...refusalsIn('en'),
    membership_not_found: 'The member has no such membership.',
    membership_cancelled: 'This membership is cancelled.',
    membership_expired: 'This membership has ended.',
    freeze_overlaps: 'The freeze overlaps another freeze.',
    freeze_outside_membership: 'The freeze must start within the membership.',
    freeze_in_past: 'A freeze cannot start in the past.',
    freeze_too_long: 'A freeze can last at most 365 days.',
    freeze_not_active: 'There is no running freeze to end on that day.',
    package_inactive: 'This package is no longer sold.',
    package_not_sold_at_center: 'This package is not sold at this branch.',
    trainer_required: 'Choose a trainer for a personal training package.',
    class_cancelled: 'This class is cancelled.',
    class_already_started: 'The class has already started.',
    outside_booking_window: 'The class is not open for booking yet.',
    already_booked: 'The member is already booked or waitlisted for this class.',
    no_valid_membership: 'The member has no membership valid on the day of the class.',
    membership_frozen: "The member's membership is frozen on the day of the class.",
    booking_not_active: 'This booking is no longer active.',
    attendance_too_early: 'Attendance can be marked only around the start of the class.',
    room_taken: 'The room is already booked at that time.',
    instructor_busy: 'The instructor or trainer is busy at that time.',
    pt_session_not_scheduled: 'Only a scheduled session can be changed this way.',
    pt_no_sessions_left: 'No sessions are left on this PT package.',
    invoice_void: 'This invoice is void.',
    invoice_not_issued: 'Issue the invoice before taking a payment.',
    invoice_already_issued: 'This invoice has already been issued.',
    invoice_has_payments:
      'Refund the payments (or reverse one recorded by mistake) before voiding this invoice.',
    amount_not_positive: 'Enter an amount of more than 0.',
    payment_exceeds_balance: 'The payment is more than the balance of the invoice.',
    refund_exceeds_payment: 'The refund is more than what is left of this payment.',
    payment_reversed:
      'This payment was already reversed, so it counts for nothing: take a new payment if the invoice is still owed.',
    payment_has_refunds:
      'Part of this payment was refunded, so it cannot be reversed: refund what is left of it instead.',
    discount_exceeds_subtotal: 'The discounts are more than the invoice amount.',
    insufficient_stock: 'Not enough in stock at this branch.',
    invoice_not_draft: 'Only a draft can be changed or deleted: void this invoice instead.',
    invoice_is_draft: 'A draft was never issued, so it is not voided: delete the draft instead.',
    coupon_not_found: 'No coupon has this code.',
    coupon_inactive: 'This coupon is switched off.',
    coupon_not_yet_valid: 'This coupon cannot be used yet.',
    coupon_expired: 'This coupon has expired.',
    coupon_limit_reached: 'This coupon has been used up.',
    coupon_member_limit_reached: 'This member has already used this coupon as often as allowed.',
    coupon_not_applicable: 'This coupon does not apply to anything in the cart.',
    coupon_minimum_not_met: 'The cart is below the minimum amount for this coupon.',
    signature_request_not_pending: 'This signature request is no longer waiting for a signature.',
    signature_text_changed: 'The document changed since it was shown. Reload it.',
    signed_document_immutable: 'This document is already signed and cannot change.',
    pt_session_not_started: 'The session has not started yet: mark it once it has begun.',
    already_checked_in:
      'The member was just checked in here. Check in again only if they left and came back.',
    class_capacity_below_booked:
      'More places are booked than this capacity. Keep the capacity at least at the booked places.',
    class_move_loses_bookings:
      'Some booked members have no valid membership on the new date. Confirm to cancel their bookings and return their credits.',
    center_in_use:
      'This branch is still the home branch of members or has classes ahead. Move its members and its future classes first.',
    center_archived: 'This branch is archived: choose an open branch.',
    currency_locked: 'The currency cannot change once an invoice exists.',
    closure_overlaps: 'This branch is already closed on some of these days.',
    closure_in_past: 'A closure cannot start before today.',
    bulk_selection_too_large:
      'This would change more than 5,000 members at once. Narrow the filters and try again.',
    version_conflict: 'Someone else changed this record. Review the current values and try again.',
    validation_failed: 'Some entries are not valid. Check the form and try again.',
    forbidden: 'You are not allowed to do this.',
    not_found: 'This record was not found. It may have been deleted.',
    rate_limited: 'Too many requests. Wait a moment and try again.',
    unknown_error: 'Something went wrong. Check the connection and try again.',
    service_unavailable: 'The server cannot reach its database right now. Try again in a few seconds.',
  } satisfies Record<DomainMessageCode, string>,
  de: {
    ...refusalsIn('de'),
    membership_not_found: 'Das Mitglied hat diese Mitgliedschaft nicht.',
    membership_cancelled: 'Diese Mitgliedschaft ist gekündigt.',
    membership_expired: 'Diese Mitgliedschaft ist beendet.',
    freeze_overlaps: 'Die Pause überschneidet sich mit einer anderen Pause.',
    freeze_outside_membership: 'Die Pause muss innerhalb der Laufzeit der Mitgliedschaft beginnen.',
    freeze_in_past: 'Eine Pause kann nicht in der Vergangenheit beginnen.',
    freeze_too_long: 'Eine Pause kann höchstens 365 Tage dauern.',
    freeze_not_active: 'An diesem Tag läuft keine Pause, die beendet werden könnte.',
    package_inactive: 'Dieses Paket wird nicht mehr verkauft.',
    package_not_sold_at_center: 'Dieses Paket wird in dieser Filiale nicht verkauft.',
    trainer_required: 'Wählen Sie einen Trainer für ein Personal-Training-Paket.',
    class_cancelled: 'Dieser Kurs ist abgesagt.',
    class_already_started: 'Der Kurs hat bereits begonnen.',
    outside_booking_window: 'Der Kurs ist noch nicht buchbar.',
    already_booked: 'Das Mitglied ist für diesen Kurs bereits gebucht oder auf der Warteliste.',
    no_valid_membership: 'Das Mitglied hat am Kurstag keine gültige Mitgliedschaft.',
    membership_frozen: 'Die Mitgliedschaft des Mitglieds ist am Kurstag pausiert.',
    booking_not_active: 'Diese Buchung ist nicht mehr aktiv.',
    attendance_too_early: 'Die Anwesenheit kann nur rund um den Kursbeginn erfasst werden.',
    room_taken: 'Der Raum ist zu dieser Zeit bereits belegt.',
    instructor_busy: 'Die Kursleitung bzw. der Trainer ist zu dieser Zeit bereits eingeplant.',
    pt_session_not_scheduled: 'Nur eine geplante Einheit kann auf diese Weise geändert werden.',
    pt_no_sessions_left: 'Auf diesem PT-Paket sind keine Einheiten mehr übrig.',
    invoice_void: 'Diese Rechnung ist storniert.',
    invoice_not_issued: 'Stellen Sie die Rechnung aus, bevor Sie eine Zahlung annehmen.',
    invoice_already_issued: 'Diese Rechnung wurde bereits ausgestellt.',
    invoice_has_payments:
      'Erstatten Sie die Zahlungen (oder buchen Sie eine irrtümlich erfasste zurück), bevor Sie diese Rechnung stornieren.',
    amount_not_positive: 'Geben Sie einen Betrag größer als 0 ein.',
    payment_exceeds_balance: 'Die Zahlung ist höher als der offene Betrag der Rechnung.',
    refund_exceeds_payment: 'Die Erstattung ist höher als der verbleibende Betrag dieser Zahlung.',
    payment_reversed:
      'Diese Zahlung wurde bereits zurückgebucht und zählt nicht mehr: Nehmen Sie eine neue Zahlung an, falls die Rechnung noch offen ist.',
    payment_has_refunds:
      'Ein Teil dieser Zahlung wurde erstattet, daher kann sie nicht zurückgebucht werden: Erstatten Sie stattdessen den Rest.',
    discount_exceeds_subtotal: 'Die Rabatte sind höher als der Rechnungsbetrag.',
    insufficient_stock: 'In dieser Filiale ist nicht genug auf Lager.',
    invoice_not_draft:
      'Nur ein Entwurf kann geändert oder gelöscht werden: Stornieren Sie diese Rechnung stattdessen.',
    invoice_is_draft:
      'Ein Entwurf wurde nie ausgestellt und wird nicht storniert: Löschen Sie den Entwurf stattdessen.',
    coupon_not_found: 'Es gibt keinen Gutschein mit diesem Code.',
    coupon_inactive: 'Dieser Gutschein ist deaktiviert.',
    coupon_not_yet_valid: 'Dieser Gutschein kann noch nicht eingelöst werden.',
    coupon_expired: 'Dieser Gutschein ist abgelaufen.',
    coupon_limit_reached: 'Dieser Gutschein ist aufgebraucht.',
    coupon_member_limit_reached: 'Dieses Mitglied hat den Gutschein bereits so oft wie erlaubt eingelöst.',
    coupon_not_applicable: 'Dieser Gutschein gilt für keinen Artikel im Warenkorb.',
    coupon_minimum_not_met: 'Der Warenkorb liegt unter dem Mindestbetrag für diesen Gutschein.',
    signature_request_not_pending: 'Diese Unterschriftsanfrage wartet nicht mehr auf eine Unterschrift.',
    signature_text_changed: 'Das Dokument wurde seit der Anzeige geändert. Laden Sie es neu.',
    signed_document_immutable:
      'Dieses Dokument ist bereits unterschrieben und kann nicht mehr geändert werden.',
    pt_session_not_started: 'Die Einheit hat noch nicht begonnen: Erfassen Sie sie, sobald sie begonnen hat.',
    already_checked_in:
      'Das Mitglied wurde hier gerade eingecheckt. Nur erneut einchecken, wenn es gegangen und wiedergekommen ist.',
    class_capacity_below_booked:
      'Es sind mehr Plätze gebucht, als diese Kapazität erlaubt. Die Kapazität muss mindestens den gebuchten Plätzen entsprechen.',
    class_move_loses_bookings:
      'Einige gebuchte Mitglieder haben am neuen Datum keine gültige Mitgliedschaft. Bestätigen Sie, um ihre Buchungen zu stornieren und ihre Einheiten zurückzugeben.',
    center_in_use:
      'Diese Filiale ist noch die Stammfiliale von Mitgliedern oder hat anstehende Kurse. Verlegen Sie zuerst ihre Mitglieder und künftigen Kurse.',
    center_archived: 'Diese Filiale ist archiviert: Wählen Sie eine geöffnete Filiale.',
    currency_locked: 'Die Währung kann nicht mehr geändert werden, sobald eine Rechnung existiert.',
    closure_overlaps: 'Diese Filiale ist an einigen dieser Tage bereits geschlossen.',
    closure_in_past: 'Eine Schließung kann nicht vor heute beginnen.',
    bulk_selection_too_large:
      'Damit würden mehr als 5.000 Mitglieder auf einmal geändert. Grenzen Sie die Filter ein und versuchen Sie es erneut.',
    version_conflict:
      'Jemand anderes hat diesen Datensatz geändert. Prüfen Sie die aktuellen Werte und versuchen Sie es erneut.',
    validation_failed: 'Einige Angaben sind ungültig. Prüfen Sie das Formular und versuchen Sie es erneut.',
    forbidden: 'Dazu sind Sie nicht berechtigt.',
    not_found: 'Dieser Datensatz wurde nicht gefunden. Möglicherweise wurde er gelöscht.',
    rate_limited: 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es erneut.',
    unknown_error: 'Etwas ist schiefgelaufen. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    service_unavailable:
      'Der Server erreicht seine Datenbank gerade nicht. Versuchen Sie es in ein paar Sekunden erneut.',
  } satisfies Record<DomainMessageCode, string>,
  fr: {
    ...refusalsIn('fr'),
    membership_not_found: "Le membre n'a pas cet abonnement.",
    membership_cancelled: 'Cet abonnement est résilié.',
    membership_expired: 'Cet abonnement est terminé.',
    freeze_overlaps: 'La suspension chevauche une autre suspension.',
    freeze_outside_membership: "La suspension doit commencer pendant la durée de l'abonnement.",
    freeze_in_past: 'Une suspension ne peut pas commencer dans le passé.',
    freeze_too_long: 'Une suspension peut durer au plus 365 jours.',
    freeze_not_active: 'Aucune suspension en cours ne peut être levée à cette date.',
    package_inactive: "Ce forfait n'est plus en vente.",
    package_not_sold_at_center: "Ce forfait n'est pas vendu dans ce site.",
    trainer_required: 'Choisissez un coach pour un forfait de coaching personnel.',
    class_cancelled: 'Ce cours est annulé.',
    class_already_started: 'Le cours a déjà commencé.',
    outside_booking_window: "Le cours n'est pas encore ouvert à la réservation.",
    already_booked: "Le membre est déjà inscrit à ce cours ou sur sa liste d'attente.",
    no_valid_membership: "Le membre n'a pas d'abonnement valide le jour du cours.",
    membership_frozen: "L'abonnement du membre est suspendu le jour du cours.",
    booking_not_active: "Cette réservation n'est plus active.",
    attendance_too_early: "La présence ne peut être notée qu'aux alentours du début du cours.",
    room_taken: 'La salle est déjà réservée à cette heure.',
    instructor_busy: "L'instructeur ou le coach est déjà occupé à cette heure.",
    pt_session_not_scheduled: 'Seule une séance planifiée peut être modifiée de cette façon.',
    pt_no_sessions_left: 'Il ne reste aucune séance sur ce forfait de coaching personnel.',
    invoice_void: 'Cette facture est annulée.',
    invoice_not_issued: "Émettez la facture avant d'encaisser un paiement.",
    invoice_already_issued: 'Cette facture a déjà été émise.',
    invoice_has_payments:
      "Remboursez les paiements (ou extournez celui saisi par erreur) avant d'annuler cette facture.",
    amount_not_positive: 'Saisissez un montant supérieur à 0.',
    payment_exceeds_balance: 'Le paiement dépasse le solde de la facture.',
    refund_exceeds_payment: 'Le remboursement dépasse ce qui reste de ce paiement.',
    payment_reversed:
      'Ce paiement a déjà été extourné et ne compte plus : encaissez un nouveau paiement si la facture reste due.',
    payment_has_refunds:
      "Une partie de ce paiement a été remboursée, il ne peut donc pas être extourné : remboursez plutôt ce qu'il en reste.",
    discount_exceeds_subtotal: 'Les remises dépassent le montant de la facture.',
    insufficient_stock: 'Stock insuffisant dans ce site.',
    invoice_not_draft: 'Seul un brouillon peut être modifié ou supprimé : annulez plutôt cette facture.',
    invoice_is_draft:
      "Un brouillon n'a jamais été émis, il ne s'annule donc pas : supprimez plutôt le brouillon.",
    coupon_not_found: 'Aucun coupon ne correspond à ce code.',
    coupon_inactive: 'Ce coupon est désactivé.',
    coupon_not_yet_valid: 'Ce coupon ne peut pas encore être utilisé.',
    coupon_expired: 'Ce coupon a expiré.',
    coupon_limit_reached: "Ce coupon a atteint sa limite d'utilisation.",
    coupon_member_limit_reached: 'Ce membre a déjà utilisé ce coupon autant de fois que permis.',
    coupon_not_applicable: "Ce coupon ne s'applique à aucun article du panier.",
    coupon_minimum_not_met: "Le panier n'atteint pas le montant minimum de ce coupon.",
    signature_request_not_pending: "Cette demande de signature n'attend plus de signature.",
    signature_text_changed: 'Le document a changé depuis son affichage. Rechargez-le.',
    signed_document_immutable: 'Ce document est déjà signé et ne peut plus être modifié.',
    pt_session_not_started: "La séance n'a pas encore commencé : notez-la une fois commencée.",
    already_checked_in:
      "Le membre vient d'être enregistré ici. Ne l'enregistrez à nouveau que s'il est sorti puis revenu.",
    class_capacity_below_booked:
      'Plus de places sont réservées que cette capacité. Gardez une capacité au moins égale aux places réservées.',
    class_move_loses_bookings:
      "Certains membres inscrits n'ont pas d'abonnement valable à la nouvelle date. Confirmez pour annuler leurs réservations et leur rendre leurs crédits.",
    center_in_use:
      "Ce site est encore le site principal de membres ou a des cours à venir. Déplacez d'abord ses membres et ses cours à venir.",
    center_archived: 'Ce site est archivé : choisissez un site ouvert.',
    currency_locked: "La devise ne peut plus changer dès qu'une facture existe.",
    closure_overlaps: 'Ce site est déjà fermé certains de ces jours.',
    closure_in_past: "Une fermeture ne peut pas commencer avant aujourd'hui.",
    bulk_selection_too_large:
      'Cela modifierait plus de 5 000 membres à la fois. Affinez les filtres et réessayez.',
    version_conflict:
      "Quelqu'un d'autre a modifié cet enregistrement. Vérifiez les valeurs actuelles et réessayez.",
    validation_failed: 'Certaines saisies ne sont pas valides. Vérifiez le formulaire et réessayez.',
    forbidden: "Vous n'êtes pas autorisé à effectuer cette action.",
    not_found: 'Cet enregistrement est introuvable. Il a peut-être été supprimé.',
    rate_limited: 'Trop de requêtes. Patientez un instant et réessayez.',
    unknown_error: 'Une erreur est survenue. Vérifiez la connexion et réessayez.',
    service_unavailable:
      'Le serveur ne joint pas sa base de données pour le moment. Réessayez dans quelques secondes.',
  } satisfies Record<DomainMessageCode, string>,
  pt: {
    ...refusalsIn('pt'),
    membership_not_found: 'O membro não tem este plano.',
    membership_cancelled: 'Este plano está cancelado.',
    membership_expired: 'Este plano já terminou.',
    freeze_overlaps: 'O congelamento sobrepõe-se a outro congelamento.',
    freeze_outside_membership: 'O congelamento tem de começar dentro do período do plano.',
    freeze_in_past: 'Um congelamento não pode começar no passado.',
    freeze_too_long: 'Um congelamento pode durar no máximo 365 dias.',
    freeze_not_active: 'Não há nenhum congelamento em curso para terminar nesse dia.',
    package_inactive: 'Este pacote já não está à venda.',
    package_not_sold_at_center: 'Este pacote não é vendido nesta unidade.',
    trainer_required: 'Escolha um treinador para um pacote de treino personalizado.',
    class_cancelled: 'Esta aula está cancelada.',
    class_already_started: 'A aula já começou.',
    outside_booking_window: 'A aula ainda não está aberta a reservas.',
    already_booked: 'O membro já tem reserva ou está na lista de espera desta aula.',
    no_valid_membership: 'O membro não tem um plano válido no dia da aula.',
    membership_frozen: 'O plano do membro está congelado no dia da aula.',
    booking_not_active: 'Esta reserva já não está ativa.',
    attendance_too_early: 'A presença só pode ser registada perto da hora de início da aula.',
    room_taken: 'A sala já está reservada a essa hora.',
    instructor_busy: 'O instrutor ou treinador já está ocupado a essa hora.',
    pt_session_not_scheduled: 'Só uma sessão agendada pode ser alterada desta forma.',
    pt_no_sessions_left: 'Já não restam sessões neste pacote de treino personalizado.',
    invoice_void: 'Esta fatura está anulada.',
    invoice_not_issued: 'Emita a fatura antes de receber um pagamento.',
    invoice_already_issued: 'Esta fatura já foi emitida.',
    invoice_has_payments:
      'Reembolse os pagamentos (ou estorne o registado por engano) antes de anular esta fatura.',
    amount_not_positive: 'Introduza um valor superior a 0.',
    payment_exceeds_balance: 'O pagamento é superior ao saldo da fatura.',
    refund_exceeds_payment: 'O reembolso é superior ao que resta deste pagamento.',
    payment_reversed:
      'Este pagamento já foi estornado e não conta: registe um novo pagamento se a fatura ainda estiver em dívida.',
    payment_has_refunds:
      'Parte deste pagamento foi reembolsada, por isso não pode ser estornado: reembolse antes o que resta dele.',
    discount_exceeds_subtotal: 'Os descontos são superiores ao valor da fatura.',
    insufficient_stock: 'Não há stock suficiente nesta unidade.',
    invoice_not_draft: 'Só um rascunho pode ser alterado ou eliminado: anule antes esta fatura.',
    invoice_is_draft: 'Um rascunho nunca foi emitido, por isso não se anula: elimine antes o rascunho.',
    coupon_not_found: 'Não existe nenhum cupão com este código.',
    coupon_inactive: 'Este cupão está desativado.',
    coupon_not_yet_valid: 'Este cupão ainda não pode ser utilizado.',
    coupon_expired: 'Este cupão expirou.',
    coupon_limit_reached: 'Este cupão já atingiu o limite de utilizações.',
    coupon_member_limit_reached: 'Este membro já utilizou este cupão o número máximo de vezes.',
    coupon_not_applicable: 'Este cupão não se aplica a nenhum artigo do carrinho.',
    coupon_minimum_not_met: 'O carrinho não atinge o valor mínimo deste cupão.',
    signature_request_not_pending: 'Este pedido de assinatura já não está a aguardar assinatura.',
    signature_text_changed: 'O documento foi alterado desde que foi apresentado. Volte a carregá-lo.',
    signed_document_immutable: 'Este documento já está assinado e não pode ser alterado.',
    pt_session_not_started: 'A sessão ainda não começou: registe-a depois de começar.',
    already_checked_in: 'O membro acabou de fazer check-in aqui. Faça novo check-in só se saiu e voltou.',
    class_capacity_below_booked:
      'Há mais lugares reservados do que esta capacidade. Mantenha a capacidade pelo menos igual aos lugares reservados.',
    class_move_loses_bookings:
      'Alguns membros com reserva não têm um plano válido na nova data. Confirme para cancelar as reservas e devolver os créditos.',
    center_in_use:
      'Esta unidade ainda é a unidade principal de membros ou tem aulas agendadas. Mude primeiro os membros e as aulas futuras.',
    center_archived: 'Esta unidade está arquivada: escolha uma unidade aberta.',
    currency_locked: 'A moeda não pode ser alterada depois de existir uma fatura.',
    closure_overlaps: 'Esta unidade já está fechada em alguns destes dias.',
    closure_in_past: 'Um encerramento não pode começar antes de hoje.',
    bulk_selection_too_large:
      'Isto alteraria mais de 5.000 membros de uma vez. Restrinja os filtros e tente novamente.',
    version_conflict: 'Outra pessoa alterou este registo. Reveja os valores atuais e tente novamente.',
    validation_failed: 'Alguns dados não são válidos. Verifique o formulário e tente novamente.',
    forbidden: 'Não tem permissão para fazer isto.',
    not_found: 'Este registo não foi encontrado. Pode ter sido eliminado.',
    rate_limited: 'Demasiados pedidos. Aguarde um momento e tente novamente.',
    unknown_error: 'Ocorreu um erro. Verifique a ligação e tente novamente.',
    service_unavailable:
      'O servidor não consegue aceder à base de dados neste momento. Tente novamente dentro de alguns segundos.',
  } satisfies Record<DomainMessageCode, string>,
  'zh-TW': {
    ...refusalsIn('zh-TW'),
    membership_not_found: '此會員沒有這個會籍。',
    membership_cancelled: '此會籍已取消。',
    membership_expired: '此會籍已結束。',
    freeze_overlaps: '此凍結期間與另一段凍結期間重疊。',
    freeze_outside_membership: '凍結必須在會籍期間內開始。',
    freeze_in_past: '凍結不能從過去的日期開始。',
    freeze_too_long: '凍結最長為 365 天。',
    freeze_not_active: '該日沒有進行中的凍結可以解除。',
    package_inactive: '此方案已停止販售。',
    package_not_sold_at_center: '此分店不販售此方案。',
    trainer_required: '私人教練方案請選擇教練。',
    class_cancelled: '此課程已取消。',
    class_already_started: '課程已經開始。',
    outside_booking_window: '此課程尚未開放預約。',
    already_booked: '此會員已預約此課程或已在候補名單中。',
    no_valid_membership: '此會員在上課當天沒有有效的會籍。',
    membership_frozen: '此會員的會籍在上課當天凍結中。',
    booking_not_active: '此預約已失效。',
    attendance_too_early: '只能在課程開始前後登記出席。',
    room_taken: '該時段教室已被預訂。',
    instructor_busy: '該時段講師或教練已有安排。',
    pt_session_not_scheduled: '只有已排定的課程可以這樣變更。',
    pt_no_sessions_left: '此私人教練方案已無剩餘堂數。',
    invoice_void: '此發票已作廢。',
    invoice_not_issued: '請先開立發票再收款。',
    invoice_already_issued: '此發票已開立。',
    invoice_has_payments: '請先退還付款（或沖銷誤登的付款），再將此發票作廢。',
    amount_not_positive: '請輸入大於 0 的金額。',
    payment_exceeds_balance: '付款金額超過發票的未付餘額。',
    refund_exceeds_payment: '退款金額超過此筆付款的剩餘金額。',
    payment_reversed: '此筆付款已被沖銷，不再計入：若發票仍有欠款，請重新收款。',
    payment_has_refunds: '此筆付款已有部分退款，無法沖銷：請改為退還剩餘金額。',
    discount_exceeds_subtotal: '折扣超過發票金額。',
    insufficient_stock: '此分店庫存不足。',
    invoice_not_draft: '只有草稿可以修改或刪除：請改為將此發票作廢。',
    invoice_is_draft: '草稿從未開立，因此不能作廢：請改為刪除草稿。',
    coupon_not_found: '沒有使用此代碼的優惠券。',
    coupon_inactive: '此優惠券已停用。',
    coupon_not_yet_valid: '此優惠券尚未開始適用。',
    coupon_expired: '此優惠券已過期。',
    coupon_limit_reached: '此優惠券已達使用上限。',
    coupon_member_limit_reached: '此會員使用此優惠券的次數已達上限。',
    coupon_not_applicable: '此優惠券不適用於購物車中的任何項目。',
    coupon_minimum_not_met: '購物車金額未達此優惠券的最低消費。',
    signature_request_not_pending: '此簽名請求已不再等待簽名。',
    signature_text_changed: '文件在顯示後已變更，請重新載入。',
    signed_document_immutable: '此文件已簽署，無法再變更。',
    pt_session_not_started: '課程尚未開始：請於開始後再登記。',
    already_checked_in: '此會員剛在本館報到。僅在會員離開後再回來時才再次報到。',
    class_capacity_below_booked: '已預約的名額多於此容量，容量不得低於已預約的名額。',
    class_move_loses_bookings: '部分已預約的會員在新日期沒有有效的會籍。請確認以取消他們的預約並退還堂數。',
    center_in_use: '此分店仍是部分會員的所屬分店，或仍有未來的課程。請先移轉會員與未來的課程。',
    center_archived: '此分店已封存，請選擇營業中的分店。',
    currency_locked: '已有發票後便無法變更幣別。',
    closure_overlaps: '此分店在其中幾天已設定為休館。',
    closure_in_past: '休館不能早於今天開始。',
    bulk_selection_too_large: '這會一次變更超過 5,000 位會員。請縮小篩選範圍後再試一次。',
    version_conflict: '其他人已修改此筆資料，請檢查目前的內容後再試一次。',
    validation_failed: '部分資料無效，請檢查表單後再試一次。',
    forbidden: '您沒有執行此操作的權限。',
    not_found: '找不到此筆資料，可能已被刪除。',
    rate_limited: '請求次數過多，請稍候再試。',
    unknown_error: '發生錯誤，請檢查網路連線後再試一次。',
    service_unavailable: '伺服器目前無法連線到資料庫，請幾秒後再試一次。',
  } satisfies Record<DomainMessageCode, string>,
});
