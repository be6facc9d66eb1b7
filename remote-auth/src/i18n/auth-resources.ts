import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('auth', {
  en: {
    login: {
      title: 'Welcome to CloudFit',
      subtitle: 'Sign in to your studio back office',
      email: 'Email',
      password: 'Password',
      showPassword: 'Show password',
      submit: 'Sign in',
      forgot: 'Forgot password?',
      register: 'Create an account',
      noRole: 'Your account has no role yet. Ask a manager to give you access.',
      demoAccounts:
        'Demo accounts: admin@demo.com / admin, client@demo.com / client, developer@demo.com / developer',
      unreachable: 'The server could not be reached. Check the connection and try again.',
    },
    notAuthorized: {
      title: 'You are not authorized',
      body: 'Your role does not give you access to this page. Ask a manager if you need it.',
      back: 'Back to my home page',
    },
    notFound: {
      title: 'Page not found',
      body: 'We could not find the page you asked for.',
      back: 'Back to home',
    },
  },
  de: {
    login: {
      title: 'Willkommen bei CloudFit',
      subtitle: 'Melden Sie sich im Backoffice Ihres Studios an',
      email: 'E-Mail',
      password: 'Passwort',
      showPassword: 'Passwort anzeigen',
      submit: 'Anmelden',
      forgot: 'Passwort vergessen?',
      register: 'Konto erstellen',
      noRole: 'Ihr Konto hat noch keine Rolle. Bitten Sie eine Leitung um Zugang.',
      demoAccounts:
        'Demo-Konten: admin@demo.com / admin, client@demo.com / client, developer@demo.com / developer',
      unreachable: 'Der Server ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    },
    notAuthorized: {
      title: 'Keine Berechtigung',
      body: 'Ihre Rolle erlaubt den Zugriff auf diese Seite nicht. Fragen Sie eine Leitung, falls Sie ihn brauchen.',
      back: 'Zurück zu meiner Startseite',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      body: 'Die angeforderte Seite wurde nicht gefunden.',
      back: 'Zur Startseite',
    },
  },
  fr: {
    login: {
      title: 'Bienvenue sur CloudFit',
      subtitle: 'Connectez-vous au back-office de votre studio',
      email: 'E-mail',
      password: 'Mot de passe',
      showPassword: 'Afficher le mot de passe',
      submit: 'Se connecter',
      forgot: 'Mot de passe oublié ?',
      register: 'Créer un compte',
      noRole: "Votre compte n'a pas encore de rôle. Demandez un accès à un responsable.",
      demoAccounts:
        'Comptes de démonstration : admin@demo.com / admin, client@demo.com / client, developer@demo.com / developer',
      unreachable: 'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
    },
    notAuthorized: {
      title: "Vous n'êtes pas autorisé",
      body: 'Votre rôle ne donne pas accès à cette page. Demandez à un responsable si vous en avez besoin.',
      back: "Retour à ma page d'accueil",
    },
    notFound: {
      title: 'Page introuvable',
      body: "Nous n'avons pas trouvé la page demandée.",
      back: "Retour à l'accueil",
    },
  },
  pt: {
    login: {
      title: 'Bem-vindo ao CloudFit',
      subtitle: 'Inicie sessão no back-office do seu estúdio',
      email: 'E-mail',
      password: 'Palavra-passe',
      showPassword: 'Mostrar palavra-passe',
      submit: 'Iniciar sessão',
      forgot: 'Esqueceu-se da palavra-passe?',
      register: 'Criar uma conta',
      noRole: 'A sua conta ainda não tem uma função. Peça acesso a um gestor.',
      demoAccounts:
        'Contas de demonstração: admin@demo.com / admin, client@demo.com / client, developer@demo.com / developer',
      unreachable: 'Não foi possível contactar o servidor. Verifique a ligação e tente novamente.',
    },
    notAuthorized: {
      title: 'Não tem autorização',
      body: 'A sua função não dá acesso a esta página. Peça a um gestor se precisar.',
      back: 'Voltar à minha página inicial',
    },
    notFound: {
      title: 'Página não encontrada',
      body: 'Não encontrámos a página pedida.',
      back: 'Voltar ao início',
    },
  },
  'zh-TW': {
    login: {
      title: '歡迎使用 CloudFit',
      subtitle: '登入您的場館後台',
      email: '電子郵件',
      password: '密碼',
      showPassword: '顯示密碼',
      submit: '登入',
      forgot: '忘記密碼？',
      register: '建立帳號',
      noRole: '您的帳號尚未設定角色，請洽主管開通權限。',
      demoAccounts:
        '示範帳號：admin@demo.com / admin、client@demo.com / client、developer@demo.com / developer',
      unreachable: '無法連線到伺服器，請檢查網路後再試。',
    },
    notAuthorized: {
      title: '您沒有權限',
      body: '您的角色無法存取此頁面，如有需要請洽主管。',
      back: '返回我的首頁',
    },
    notFound: { title: '找不到頁面', body: '找不到您要求的頁面。', back: '返回首頁' },
  },
});
