import type { TranslatedLocale } from '../bundles';

/** The validation messages of what any route of the server may answer: sign-in, permissions, failures, records that do not exist, values the data does not allow, in every language but English. */
export const serverMessages: Record<string, Record<TranslatedLocale, string>> = {
  // Server: sign-in, permissions and failures every route can answer
  Unauthorized: {
    de: 'Nicht angemeldet',
    fr: 'Non authentifié',
    pt: 'Sessão não iniciada',
    'zh-TW': '尚未登入',
  },
  'Invalid refresh token': {
    de: 'Die Sitzung ist abgelaufen',
    fr: 'La session a expiré',
    pt: 'A sessão expirou',
    'zh-TW': '登入階段已過期',
  },
  'This account has no role yet. Ask an administrator.': {
    de: 'Diesem Konto ist noch keine Rolle zugewiesen. Wenden Sie sich an einen Administrator.',
    fr: "Ce compte n'a pas encore de rôle. Adressez-vous à un administrateur.",
    pt: 'Esta conta ainda não tem uma função atribuída. Contacte um administrador.',
    'zh-TW': '此帳號尚未指派角色，請洽詢管理員。',
  },
  'You are not allowed to do this.': {
    de: 'Dazu sind Sie nicht berechtigt.',
    fr: "Vous n'êtes pas autorisé à effectuer cette action.",
    pt: 'Não tem permissão para fazer isto.',
    'zh-TW': '您沒有執行此操作的權限。',
  },
  'Invalid input': {
    de: 'Ungültige Eingabe',
    fr: 'Saisie non valide',
    pt: 'Dados inválidos',
    'zh-TW': '輸入無效',
  },
  'Invalid value': {
    de: 'Ungültiger Wert',
    fr: 'Valeur non valide',
    pt: 'Valor inválido',
    'zh-TW': '數值無效',
  },
  'This record was changed by someone else. Review the current values and try again.': {
    de: 'Dieser Datensatz wurde von jemand anderem geändert. Prüfen Sie die aktuellen Werte und versuchen Sie es erneut.',
    fr: "Cet enregistrement a été modifié par quelqu'un d'autre. Vérifiez les valeurs actuelles et réessayez.",
    pt: 'Este registo foi alterado por outra pessoa. Reveja os valores atuais e tente novamente.',
    'zh-TW': '此筆資料已被其他人修改，請檢查目前的內容後再試一次。',
  },
  'Something went wrong on the server.': {
    de: 'Auf dem Server ist ein Fehler aufgetreten.',
    fr: 'Une erreur est survenue sur le serveur.',
    pt: 'Ocorreu um erro no servidor.',
    'zh-TW': '伺服器發生錯誤。',
  },
  'This file cannot be served.': {
    de: 'Diese Datei kann nicht ausgeliefert werden.',
    fr: 'Ce fichier ne peut pas être fourni.',
    pt: 'Não é possível disponibilizar este ficheiro.',
    'zh-TW': '無法提供此檔案。',
  },
  'This is not allowed.': {
    de: 'Das ist nicht zulässig.',
    fr: "Cette opération n'est pas autorisée.",
    pt: 'Esta operação não é permitida.',
    'zh-TW': '不允許此操作。',
  },

  // Server: a record the request names does not exist
  'Record not found': {
    de: 'Datensatz nicht gefunden',
    fr: 'Enregistrement introuvable',
    pt: 'Registo não encontrado',
    'zh-TW': '找不到資料',
  },
  'Member not found': {
    de: 'Mitglied nicht gefunden',
    fr: 'Membre introuvable',
    pt: 'Membro não encontrado',
    'zh-TW': '找不到會員',
  },
  'Membership not found': {
    de: 'Mitgliedschaft nicht gefunden',
    fr: 'Abonnement introuvable',
    pt: 'Plano não encontrado',
    'zh-TW': '找不到會籍',
  },
  'Package not found': {
    de: 'Paket nicht gefunden',
    fr: 'Forfait introuvable',
    pt: 'Pacote não encontrado',
    'zh-TW': '找不到方案',
  },
  'Invoice not found': {
    de: 'Rechnung nicht gefunden',
    fr: 'Facture introuvable',
    pt: 'Fatura não encontrada',
    'zh-TW': '找不到發票',
  },
  'Payment not found': {
    de: 'Zahlung nicht gefunden',
    fr: 'Paiement introuvable',
    pt: 'Pagamento não encontrado',
    'zh-TW': '找不到付款紀錄',
  },
  'Expenditure not found': {
    de: 'Ausgabe nicht gefunden',
    fr: 'Dépense introuvable',
    pt: 'Despesa não encontrada',
    'zh-TW': '找不到支出紀錄',
  },
  'Room not found': {
    de: 'Raum nicht gefunden',
    fr: 'Salle introuvable',
    pt: 'Sala não encontrada',
    'zh-TW': '找不到教室',
  },
  'Settings not found': {
    de: 'Einstellungen nicht gefunden',
    fr: 'Paramètres introuvables',
    pt: 'Definições não encontradas',
    'zh-TW': '找不到設定',
  },
  'Staff not found': {
    de: 'Mitarbeiterkonto nicht gefunden',
    fr: 'Membre du personnel introuvable',
    pt: 'Funcionário não encontrado',
    'zh-TW': '找不到員工',
  },
  'Class not found': {
    de: 'Kurs nicht gefunden',
    fr: 'Cours introuvable',
    pt: 'Aula não encontrada',
    'zh-TW': '找不到課程',
  },
  'Class series not found': {
    de: 'Kursserie nicht gefunden',
    fr: 'Série de cours introuvable',
    pt: 'Série de aulas não encontrada',
    'zh-TW': '找不到循環課程',
  },
  'News not found': {
    de: 'Neuigkeit nicht gefunden',
    fr: 'Actualité introuvable',
    pt: 'Notícia não encontrada',
    'zh-TW': '找不到消息',
  },
  'PT session not found': {
    de: 'PT-Einheit nicht gefunden',
    fr: 'Séance de coaching personnel introuvable',
    pt: 'Sessão de treino personalizado não encontrada',
    'zh-TW': '找不到私人教練課',
  },
  'Product not found': {
    de: 'Produkt nicht gefunden',
    fr: 'Produit introuvable',
    pt: 'Produto não encontrado',
    'zh-TW': '找不到產品',
  },
  'Signature request not found': {
    de: 'Unterschriftsanfrage nicht gefunden',
    fr: 'Demande de signature introuvable',
    pt: 'Pedido de assinatura não encontrado',
    'zh-TW': '找不到簽名請求',
  },
  'Center not found': {
    de: 'Filiale nicht gefunden',
    fr: 'Succursale introuvable',
    pt: 'Filial não encontrada',
    'zh-TW': '找不到分店',
  },
  'Coupon not found': {
    de: 'Gutschein nicht gefunden',
    fr: 'Coupon introuvable',
    pt: 'Cupão não encontrado',
    'zh-TW': '找不到優惠券',
  },
  'Booking not found': {
    de: 'Buchung nicht gefunden',
    fr: 'Réservation introuvable',
    pt: 'Reserva não encontrada',
    'zh-TW': '找不到預約',
  },

  // Server: values another record already holds, or that the data does not allow
  'Another branch already has this code.': {
    de: 'Eine andere Filiale hat bereits diesen Code.',
    fr: 'Un autre site utilise déjà ce code.',
    pt: 'Outra unidade já tem este código.',
    'zh-TW': '已有其他分店使用此代碼。',
  },
  'Another coupon already has this code.': {
    de: 'Ein anderer Gutschein hat bereits diesen Code.',
    fr: 'Un autre coupon utilise déjà ce code.',
    pt: 'Outro cupão já tem este código.',
    'zh-TW': '已有其他優惠券使用此代碼。',
  },
  'Another product has this SKU.': {
    de: 'Ein anderes Produkt hat bereits diese Artikelnummer.',
    fr: 'Un autre produit a déjà cette référence.',
    pt: 'Outro produto já tem esta referência.',
    'zh-TW': '已有其他產品使用此商品編號。',
  },
  'Another product has this barcode.': {
    de: 'Ein anderes Produkt hat bereits diesen Barcode.',
    fr: 'Un autre produit a déjà ce code-barres.',
    pt: 'Outro produto já tem este código de barras.',
    'zh-TW': '已有其他產品使用此條碼。',
  },
  'This branch already has a room with this name.': {
    de: 'Diese Filiale hat bereits einen Raum mit diesem Namen.',
    fr: 'Ce site a déjà une salle portant ce nom.',
    pt: 'Esta unidade já tem uma sala com este nome.',
    'zh-TW': '此分店已有同名的教室。',
  },
  'Another account already uses this email.': {
    de: 'Ein anderes Konto verwendet bereits diese E-Mail-Adresse.',
    fr: 'Un autre compte utilise déjà cet e-mail.',
    pt: 'Outra conta já utiliza este e-mail.',
    'zh-TW': '已有其他帳號使用此電子郵件。',
  },
  'Another account already uses this username.': {
    de: 'Ein anderes Konto verwendet bereits diesen Benutzernamen.',
    fr: "Un autre compte utilise déjà ce nom d'utilisateur.",
    pt: 'Outra conta já utiliza este nome de utilizador.',
    'zh-TW': '已有其他帳號使用此使用者名稱。',
  },
  'You cannot deactivate your own account.': {
    de: 'Sie können Ihr eigenes Konto nicht deaktivieren.',
    fr: 'Vous ne pouvez pas désactiver votre propre compte.',
    pt: 'Não pode desativar a sua própria conta.',
    'zh-TW': '您無法停用自己的帳號。',
  },
  'You cannot change your own role.': {
    de: 'Sie können Ihre eigene Rolle nicht ändern.',
    fr: 'Vous ne pouvez pas modifier votre propre rôle.',
    pt: 'Não pode alterar a sua própria função.',
    'zh-TW': '您無法變更自己的角色。',
  },
  'An invoice can total at most 10,000,000.': {
    de: 'Eine Rechnung kann höchstens 10.000.000 betragen.',
    fr: "Le total d'une facture ne peut pas dépasser 10 000 000.",
    pt: 'O total de uma fatura não pode exceder 10 000 000.',
    'zh-TW': '發票總額最多為 10,000,000。',
  },
  'There is not enough stock at this branch for this change.': {
    de: 'Für diese Änderung ist in dieser Filiale nicht genug Bestand vorhanden.',
    fr: 'Le stock de ce site est insuffisant pour ce mouvement.',
    pt: 'Não há stock suficiente nesta unidade para esta alteração.',
    'zh-TW': '此分店庫存不足，無法進行此異動。',
  },
};
