import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('studio', {
  en: {
    members: {
      title: 'Member List',
      subtitle: '{{count, number}} members',
      subtitleCenter: '{{count, number}} members at {{center}}',
      searchPlaceholder: 'Name, phone, email or member number',
      columns: { member: 'Member', memberNumber: 'No.', phone: 'Phone', center: 'Home branch', tags: 'Tags', joinedAt: 'Joined' },
      actions: { label: 'Actions', checkIn: 'Check in', addMembership: 'Add membership', addInvoice: 'Add invoice', open: 'Open' },
      empty: 'No member matches “{{q}}”.',
      emptyAll: 'No members yet.',
      exportFailed: 'The export could not be made.',
    },
  },
  de: {
    members: {
      title: 'Mitgliederliste',
      subtitle: '{{count, number}} Mitglieder',
      subtitleCenter: '{{count, number}} Mitglieder in {{center}}',
      searchPlaceholder: 'Name, Telefon, E-Mail oder Mitgliedsnummer',
      columns: { member: 'Mitglied', memberNumber: 'Nr.', phone: 'Telefon', center: 'Stammfiliale', tags: 'Schlagwörter', joinedAt: 'Beigetreten' },
      actions: { label: 'Aktionen', checkIn: 'Einchecken', addMembership: 'Mitgliedschaft hinzufügen', addInvoice: 'Rechnung hinzufügen', open: 'Öffnen' },
      empty: 'Kein Mitglied passt zu „{{q}}“.',
      emptyAll: 'Noch keine Mitglieder.',
      exportFailed: 'Der Export konnte nicht erstellt werden.',
    },
  },
  fr: {
    members: {
      title: 'Liste des membres',
      subtitle: '{{count, number}} membres',
      subtitleCenter: '{{count, number}} membres à {{center}}',
      searchPlaceholder: 'Nom, téléphone, e-mail ou numéro de membre',
      columns: { member: 'Membre', memberNumber: 'N°', phone: 'Téléphone', center: 'Succursale', tags: 'Étiquettes', joinedAt: 'Inscrit le' },
      actions: { label: 'Actions', checkIn: 'Enregistrer l’entrée', addMembership: 'Ajouter un abonnement', addInvoice: 'Ajouter une facture', open: 'Ouvrir' },
      empty: 'Aucun membre ne correspond à « {{q}} ».',
      emptyAll: 'Aucun membre pour le moment.',
      exportFailed: "L'export n'a pas pu être créé.",
    },
  },
  pt: {
    members: {
      title: 'Lista de membros',
      subtitle: '{{count, number}} membros',
      subtitleCenter: '{{count, number}} membros em {{center}}',
      searchPlaceholder: 'Nome, telefone, e-mail ou número de membro',
      columns: { member: 'Membro', memberNumber: 'N.º', phone: 'Telefone', center: 'Filial', tags: 'Etiquetas', joinedAt: 'Adesão' },
      actions: { label: 'Ações', checkIn: 'Registar entrada', addMembership: 'Adicionar plano', addInvoice: 'Adicionar fatura', open: 'Abrir' },
      empty: 'Nenhum membro corresponde a “{{q}}”.',
      emptyAll: 'Ainda não há membros.',
      exportFailed: 'Não foi possível criar a exportação.',
    },
  },
  'zh-TW': {
    members: {
      title: '會員列表',
      subtitle: '共 {{count, number}} 位會員',
      subtitleCenter: '{{center}} 共 {{count, number}} 位會員',
      searchPlaceholder: '姓名、電話、電子郵件或會員編號',
      columns: { member: '會員', memberNumber: '編號', phone: '電話', center: '所屬分店', tags: '標籤', joinedAt: '入會日期' },
      actions: { label: '操作', checkIn: '報到', addMembership: '新增會籍', addInvoice: '新增發票', open: '開啟' },
      empty: '沒有符合「{{q}}」的會員。',
      emptyAll: '尚無會員。',
      exportFailed: '無法匯出。',
    },
  },
});
