import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/signature.schema.ts`, in every language but English. */
export const signatureMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Choose the kind of document.': {
    de: 'Wählen Sie die Art des Dokuments.',
    fr: 'Choisissez le type de document.',
    pt: 'Escolha o tipo de documento.',
    'zh-TW': '請選擇文件類型。',
  },
  'Choose what the document is about.': {
    de: 'Wählen Sie, worauf sich das Dokument bezieht.',
    fr: 'Choisissez ce à quoi le document se rapporte.',
    pt: 'Escolha a que se refere o documento.',
    'zh-TW': '請選擇文件相關的項目。',
  },
  'Enter the text to sign.': {
    de: 'Geben Sie den zu unterschreibenden Text ein.',
    fr: 'Saisissez le texte à signer.',
    pt: 'Introduza o texto a assinar.',
    'zh-TW': '請輸入要簽署的內容。',
  },
  'Type your full name.': {
    de: 'Geben Sie Ihren vollständigen Namen ein.',
    fr: 'Saisissez votre nom complet.',
    pt: 'Escreva o seu nome completo.',
    'zh-TW': '請輸入您的全名。',
  },
  'Sign in the box before you confirm.': {
    de: 'Unterschreiben Sie im Feld, bevor Sie bestätigen.',
    fr: 'Signez dans le cadre avant de confirmer.',
    pt: 'Assine no quadro antes de confirmar.',
    'zh-TW': '確認前請在框內簽名。',
  },
  'The signature image is too large. Clear it and sign again.': {
    de: 'Das Unterschriftsbild ist zu groß. Löschen Sie es und unterschreiben Sie erneut.',
    fr: "L'image de la signature est trop volumineuse. Effacez-la et signez à nouveau.",
    pt: 'A imagem da assinatura é demasiado grande. Apague-a e assine novamente.',
    'zh-TW': '簽名圖檔過大，請清除後重新簽名。',
  },
  'The document changed. Reload it.': {
    de: 'Das Dokument wurde geändert. Laden Sie es neu.',
    fr: 'Le document a changé. Rechargez-le.',
    pt: 'O documento foi alterado. Volte a carregá-lo.',
    'zh-TW': '文件已變更，請重新載入。',
  },
  'Keep the device name under 200 characters.': {
    de: 'Der Gerätename muss kürzer als 200 Zeichen sein.',
    fr: "Le nom de l'appareil doit compter moins de 200 caractères.",
    pt: 'O nome do dispositivo deve ter menos de 200 caracteres.',
    'zh-TW': '裝置名稱須少於 200 個字元。',
  },
};
