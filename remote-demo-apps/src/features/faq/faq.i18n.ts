import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('demo', {
  en: {
    faq: {
      title: "Let's answer some questions",
      subtitle: 'or choose a category to quickly find the help you need',
      search: 'Search the FAQ',
      topics: 'FAQ topics',
      noResults: 'No question or answer mentions “{{q}}”.',
      contact: {
        title: 'You still have a question?',
        subtitle:
          'If you cannot find a question in our FAQ, you can always contact us. We will answer you shortly!',
        phone: 'We are always happy to help!',
        email: 'Best way to get an answer faster!',
      },
    },
  },
  de: {
    faq: {
      title: 'Wir beantworten Ihre Fragen',
      subtitle: 'oder wählen Sie eine Kategorie, um schnell die passende Hilfe zu finden',
      search: 'FAQ durchsuchen',
      topics: 'FAQ-Themen',
      noResults: 'Keine Frage und keine Antwort erwähnt „{{q}}“.',
      contact: {
        title: 'Haben Sie noch eine Frage?',
        subtitle:
          'Wenn Sie Ihre Frage in unseren FAQ nicht finden, kontaktieren Sie uns jederzeit. Wir antworten Ihnen in Kürze!',
        phone: 'Wir helfen Ihnen immer gern!',
        email: 'Der schnellste Weg zu einer Antwort!',
      },
    },
  },
  fr: {
    faq: {
      title: 'Répondons à vos questions',
      subtitle: "ou choisissez une catégorie pour trouver rapidement l'aide dont vous avez besoin",
      search: 'Rechercher dans la FAQ',
      topics: 'Thèmes de la FAQ',
      noResults: 'Aucune question ni réponse ne mentionne « {{q}} ».',
      contact: {
        title: 'Vous avez encore une question ?',
        subtitle:
          'Si vous ne trouvez pas votre question dans notre FAQ, contactez-nous. Nous vous répondrons rapidement !',
        phone: 'Nous sommes toujours ravis de vous aider !',
        email: 'Le meilleur moyen d’obtenir une réponse rapide !',
      },
    },
  },
  pt: {
    faq: {
      title: 'Vamos responder às suas perguntas',
      subtitle: 'ou escolha uma categoria para encontrar rapidamente a ajuda de que precisa',
      search: 'Pesquisar nas perguntas frequentes',
      topics: 'Temas das perguntas frequentes',
      noResults: 'Nenhuma pergunta ou resposta menciona «{{q}}».',
      contact: {
        title: 'Ainda tem uma pergunta?',
        subtitle:
          'Se não encontrar a sua pergunta nas perguntas frequentes, contacte-nos. Responderemos em breve!',
        phone: 'Estamos sempre disponíveis para ajudar!',
        email: 'A forma mais rápida de obter uma resposta!',
      },
    },
  },
  'zh-TW': {
    faq: {
      title: '為您解答問題',
      subtitle: '或選擇分類，快速找到您需要的協助',
      search: '搜尋常見問題',
      topics: '常見問題主題',
      noResults: '沒有任何問題或答案提到「{{q}}」。',
      contact: {
        title: '還有其他問題嗎？',
        subtitle: '如果在常見問題中找不到您的問題，歡迎隨時與我們聯絡，我們會盡快回覆！',
        phone: '我們隨時樂意協助！',
        email: '最快獲得答覆的方式！',
      },
    },
  },
});
