import type { TranslatedLocale } from '../bundles';

/** The validation messages of personal training and signatures: `schemas/pt-session.schema.ts`, `schemas/signature.schema.ts` and the server's, in every language but English. */
export const ptSessionMessages: Record<string, Record<TranslatedLocale, string>> = {
  // Personal training
  'Enter a weight between 20 and 400 kg.': {
    de: 'Geben Sie ein Gewicht zwischen 20 und 400 kg ein.',
    fr: 'Saisissez un poids compris entre 20 et 400 kg.',
    pt: 'Introduza um peso entre 20 e 400 kg.',
    'zh-TW': '請輸入 20 至 400 公斤之間的體重。',
  },
  'Enter a body fat between 1 and 75 %.': {
    de: 'Geben Sie einen Körperfettanteil zwischen 1 und 75 % ein.',
    fr: 'Saisissez un taux de masse grasse compris entre 1 et 75 %.',
    pt: 'Introduza uma percentagem de gordura corporal entre 1 e 75 %.',
    'zh-TW': '請輸入 1% 至 75% 之間的體脂率。',
  },
  'Enter a measurement between 30 and 250 cm.': {
    de: 'Geben Sie einen Messwert zwischen 30 und 250 cm ein.',
    fr: 'Saisissez une mesure comprise entre 30 et 250 cm.',
    pt: 'Introduza uma medida entre 30 e 250 cm.',
    'zh-TW': '請輸入 30 至 250 公分之間的量測值。',
  },
  'Enter a measurement between 10 and 100 cm.': {
    de: 'Geben Sie einen Messwert zwischen 10 und 100 cm ein.',
    fr: 'Saisissez une mesure comprise entre 10 et 100 cm.',
    pt: 'Introduza uma medida entre 10 e 100 cm.',
    'zh-TW': '請輸入 10 至 100 公分之間的量測值。',
  },
  'Enter a measurement between 20 and 150 cm.': {
    de: 'Geben Sie einen Messwert zwischen 20 und 150 cm ein.',
    fr: 'Saisissez une mesure comprise entre 20 et 150 cm.',
    pt: 'Introduza uma medida entre 20 e 150 cm.',
    'zh-TW': '請輸入 20 至 150 公分之間的量測值。',
  },
  'Enter a resting heart rate between 25 and 220.': {
    de: 'Geben Sie einen Ruhepuls zwischen 25 und 220 ein.',
    fr: 'Saisissez une fréquence cardiaque au repos comprise entre 25 et 220.',
    pt: 'Introduza uma frequência cardíaca em repouso entre 25 e 220.',
    'zh-TW': '請輸入 25 至 220 之間的靜止心率。',
  },
  'Choose the PT package to use.': {
    de: 'Wählen Sie das PT-Paket, das verwendet werden soll.',
    fr: 'Choisissez le forfait de coaching personnel à utiliser.',
    pt: 'Escolha o pacote de treino personalizado a utilizar.',
    'zh-TW': '請選擇要使用的私人教練方案。',
  },
  'The session must end after it starts.': {
    de: 'Die Einheit muss nach ihrem Beginn enden.',
    fr: 'La séance doit se terminer après son début.',
    pt: 'A sessão tem de terminar depois de começar.',
    'zh-TW': '該堂課的結束時間必須晚於開始時間。',
  },
  'A session can last at most 4 hours.': {
    de: 'Eine Einheit kann höchstens 4 Stunden dauern.',
    fr: 'Une séance peut durer au plus 4 heures.',
    pt: 'Uma sessão pode durar no máximo 4 horas.',
    'zh-TW': '每堂課最長 4 小時。',
  },
  'Keep the workout notes under 2000 characters.': {
    de: 'Die Trainingsnotizen müssen kürzer als 2000 Zeichen sein.',
    fr: "Les notes d'entraînement doivent compter moins de 2000 caractères.",
    pt: 'As notas do treino devem ter menos de 2000 caracteres.',
    'zh-TW': '訓練紀錄須少於 2000 個字元。',
  },
  'Choose cancelled or no-show.': {
    de: 'Wählen Sie „Abgesagt“ oder „Nicht erschienen“.',
    fr: 'Choisissez « Annulée » ou « Absent ».',
    pt: 'Escolha «Cancelada» ou «Faltou».',
    'zh-TW': '請選擇「已取消」或「未到」。',
  },

  // Server: personal training and signatures
  "Choose one of the member's PT packages.": {
    de: 'Wählen Sie eines der PT-Pakete des Mitglieds.',
    fr: "Choisissez l'un des forfaits de coaching personnel du membre.",
    pt: 'Escolha um dos pacotes de treino personalizado do membro.',
    'zh-TW': '請選擇此會員的其中一個私人教練方案。',
  },
  'This PT package was cancelled.': {
    de: 'Dieses PT-Paket wurde gekündigt.',
    fr: 'Ce forfait de coaching personnel a été résilié.',
    pt: 'Este pacote de treino personalizado foi cancelado.',
    'zh-TW': '此私人教練方案已取消。',
  },
  'Only a scheduled session can be changed this way.': {
    de: 'Nur eine geplante Einheit kann auf diese Weise geändert werden.',
    fr: 'Seule une séance planifiée peut être modifiée de cette façon.',
    pt: 'Só uma sessão agendada pode ser alterada desta forma.',
    'zh-TW': '只有已排定的課程可以這樣變更。',
  },
  'No sessions are left on this PT package.': {
    de: 'Auf diesem PT-Paket sind keine Einheiten mehr übrig.',
    fr: 'Il ne reste aucune séance sur ce forfait de coaching personnel.',
    pt: 'Já não restam sessões neste pacote de treino personalizado.',
    'zh-TW': '此私人教練方案已無剩餘堂數。',
  },
  'This document is already signed and cannot change.': {
    de: 'Dieses Dokument ist bereits unterschrieben und kann nicht mehr geändert werden.',
    fr: 'Ce document est déjà signé et ne peut plus être modifié.',
    pt: 'Este documento já está assinado e não pode ser alterado.',
    'zh-TW': '此文件已簽署，無法再變更。',
  },
  'This signature request was cancelled.': {
    de: 'Diese Unterschriftsanfrage wurde zurückgezogen.',
    fr: 'Cette demande de signature a été annulée.',
    pt: 'Este pedido de assinatura foi cancelado.',
    'zh-TW': '此簽名請求已取消。',
  },
  'The document changed since it was shown. Reload it.': {
    de: 'Das Dokument wurde seit der Anzeige geändert. Laden Sie es neu.',
    fr: 'Le document a changé depuis son affichage. Rechargez-le.',
    pt: 'O documento foi alterado desde que foi apresentado. Volte a carregá-lo.',
    'zh-TW': '文件在顯示後已變更，請重新載入。',
  },
};
