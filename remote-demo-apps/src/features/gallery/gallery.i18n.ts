import { addResources } from '@cloudfit/shared/i18n/i18n';

/** Strings several gallery pages share; each page keeps its own in its folder. */
addResources('demo', {
  en: {
    gallery: {
      colorNames: {
        primary: 'Primary',
        secondary: 'Secondary',
        success: 'Success',
        error: 'Error',
        warning: 'Warning',
        info: 'Info',
      },
      copied: 'Copied “{{text}}” to the clipboard',
      copyFailed: 'The clipboard is not available here',
      submit: 'Submit',
      reset: 'Reset',
      saved: 'Saved',
    },
  },
  de: {
    gallery: {
      colorNames: {
        primary: 'Primär',
        secondary: 'Sekundär',
        success: 'Erfolg',
        error: 'Fehler',
        warning: 'Warnung',
        info: 'Info',
      },
      copied: '„{{text}}“ in die Zwischenablage kopiert',
      copyFailed: 'Die Zwischenablage ist hier nicht verfügbar',
      submit: 'Absenden',
      reset: 'Zurücksetzen',
      saved: 'Gespeichert',
    },
  },
  fr: {
    gallery: {
      colorNames: {
        primary: 'Primaire',
        secondary: 'Secondaire',
        success: 'Succès',
        error: 'Erreur',
        warning: 'Avertissement',
        info: 'Information',
      },
      copied: '« {{text}} » copié dans le presse-papiers',
      copyFailed: "Le presse-papiers n'est pas disponible ici",
      submit: 'Envoyer',
      reset: 'Réinitialiser',
      saved: 'Enregistré',
    },
  },
  pt: {
    gallery: {
      colorNames: {
        primary: 'Primária',
        secondary: 'Secundária',
        success: 'Sucesso',
        error: 'Erro',
        warning: 'Aviso',
        info: 'Informação',
      },
      copied: '“{{text}}” copiado para a área de transferência',
      copyFailed: 'A área de transferência não está disponível aqui',
      submit: 'Enviar',
      reset: 'Repor',
      saved: 'Guardado',
    },
  },
  'zh-TW': {
    gallery: {
      colorNames: {
        primary: '主要',
        secondary: '次要',
        success: '成功',
        error: '錯誤',
        warning: '警告',
        info: '資訊',
      },
      copied: '已將「{{text}}」複製到剪貼簿',
      copyFailed: '此處無法使用剪貼簿',
      submit: '送出',
      reset: '重設',
      saved: '已儲存',
    },
  },
});
