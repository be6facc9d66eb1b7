import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('studio', {
  en: {
    account: {
      loadFailed: 'Your profile could not be loaded.',
      profile: {
        subtitle: 'How you appear in the back office, and the language it opens in',
        managedByManager: 'Your email and role can only be changed by a manager.',
        fullName: 'Full name',
        phone: 'Phone',
        language: 'Language',
        languageOnDevice: 'As chosen on each device',
        languageHelp:
          'The back office opens in this language when you sign in on a device for the first time.',
        email: 'Email',
        username: 'Username',
        role: 'Role',
        saved: 'Profile saved.',
      },
      password: {
        subtitle: 'Enter your current password, then the new one twice',
        otherDevices:
          'Every other device where you are signed in will be signed out. You stay signed in here.',
        current: 'Current password',
        new: 'New password',
        newHelp: 'At least 8 characters.',
        confirm: 'Repeat the new password',
        submit: 'Change password',
        done: 'Password changed. Your other devices were signed out.',
      },
    },
  },
  de: {
    account: {
      loadFailed: 'Ihr Profil konnte nicht geladen werden.',
      profile: {
        subtitle: 'Wie Sie im Backoffice erscheinen und in welcher Sprache es sich öffnet',
        managedByManager: 'E-Mail-Adresse und Rolle kann nur ein Administrator ändern.',
        fullName: 'Vollständiger Name',
        phone: 'Telefon',
        language: 'Sprache',
        languageOnDevice: 'Wie auf dem jeweiligen Gerät gewählt',
        languageHelp:
          'Das Backoffice öffnet sich in dieser Sprache, wenn Sie sich zum ersten Mal auf einem Gerät anmelden.',
        email: 'E-Mail',
        username: 'Benutzername',
        role: 'Rolle',
        saved: 'Profil gespeichert.',
      },
      password: {
        subtitle: 'Geben Sie Ihr aktuelles Passwort und dann zweimal das neue ein',
        otherDevices:
          'Auf allen anderen Geräten, auf denen Sie angemeldet sind, werden Sie abgemeldet. Hier bleiben Sie angemeldet.',
        current: 'Aktuelles Passwort',
        new: 'Neues Passwort',
        newHelp: 'Mindestens 8 Zeichen.',
        confirm: 'Neues Passwort wiederholen',
        submit: 'Passwort ändern',
        done: 'Passwort geändert. Ihre anderen Geräte wurden abgemeldet.',
      },
    },
  },
  fr: {
    account: {
      loadFailed: "Votre profil n'a pas pu être chargé.",
      profile: {
        subtitle: 'Comment vous apparaissez dans le back-office, et la langue dans laquelle il s’ouvre',
        managedByManager: 'Seul un administrateur peut modifier votre e-mail et votre rôle.',
        fullName: 'Nom complet',
        phone: 'Téléphone',
        language: 'Langue',
        languageOnDevice: 'Comme choisi sur chaque appareil',
        languageHelp:
          'Le back-office s’ouvre dans cette langue lorsque vous vous connectez pour la première fois sur un appareil.',
        email: 'E-mail',
        username: "Nom d'utilisateur",
        role: 'Rôle',
        saved: 'Profil enregistré.',
      },
      password: {
        subtitle: 'Saisissez votre mot de passe actuel, puis le nouveau deux fois',
        otherDevices:
          'Vous serez déconnecté de tous vos autres appareils. Vous restez connecté sur celui-ci.',
        current: 'Mot de passe actuel',
        new: 'Nouveau mot de passe',
        newHelp: 'Au moins 8 caractères.',
        confirm: 'Répétez le nouveau mot de passe',
        submit: 'Changer le mot de passe',
        done: 'Mot de passe changé. Vos autres appareils ont été déconnectés.',
      },
    },
  },
  pt: {
    account: {
      loadFailed: 'Não foi possível carregar o seu perfil.',
      profile: {
        subtitle: 'Como aparece no back-office e o idioma em que ele abre',
        managedByManager: 'Só um administrador pode alterar o seu e-mail e a sua função.',
        fullName: 'Nome completo',
        phone: 'Telefone',
        language: 'Idioma',
        languageOnDevice: 'Como escolhido em cada dispositivo',
        languageHelp:
          'O back-office abre neste idioma quando inicia sessão num dispositivo pela primeira vez.',
        email: 'E-mail',
        username: 'Nome de utilizador',
        role: 'Função',
        saved: 'Perfil guardado.',
      },
      password: {
        subtitle: 'Introduza a palavra-passe atual e depois a nova duas vezes',
        otherDevices:
          'A sessão será terminada em todos os outros dispositivos onde a tem iniciada. Aqui continua com sessão iniciada.',
        current: 'Palavra-passe atual',
        new: 'Nova palavra-passe',
        newHelp: 'Pelo menos 8 caracteres.',
        confirm: 'Repita a nova palavra-passe',
        submit: 'Alterar palavra-passe',
        done: 'Palavra-passe alterada. A sessão foi terminada nos seus outros dispositivos.',
      },
    },
  },
  'zh-TW': {
    account: {
      loadFailed: '無法載入您的個人資料。',
      profile: {
        subtitle: '您在後台顯示的資料，以及後台開啟時使用的語言',
        managedByManager: '電子郵件與角色只能由管理員變更。',
        fullName: '全名',
        phone: '電話',
        language: '語言',
        languageOnDevice: '依各裝置的選擇',
        languageHelp: '在裝置上第一次登入時，後台會以此語言開啟。',
        email: '電子郵件',
        username: '使用者名稱',
        role: '角色',
        saved: '個人資料已儲存。',
      },
      password: {
        subtitle: '輸入目前的密碼，再輸入兩次新密碼',
        otherDevices: '您在其他裝置上的登入都會被登出，這台裝置則保持登入。',
        current: '目前的密碼',
        new: '新密碼',
        newHelp: '至少 8 個字元。',
        confirm: '再次輸入新密碼',
        submit: '變更密碼',
        done: '密碼已變更，您的其他裝置已登出。',
      },
    },
  },
});
