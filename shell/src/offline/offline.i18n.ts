import { addResources } from '@cloudfit/shared/i18n/i18n';

/** The shell's word on a connection to the server that is gone. */
addResources('offline', {
  en: {
    title: 'No connection to the server since {{time}} ({{ago}})',
    body: "Check-in keeps working from this device's door list and syncs when the connection is back. Sales, payments and bookings need the connection: they are refused, not kept for later.",
    retry: 'Check again',
  },
  de: {
    title: 'Keine Verbindung zum Server seit {{time}} ({{ago}})',
    body: 'Der Check-in funktioniert weiter mit der Einlassliste dieses Geräts und wird synchronisiert, sobald die Verbindung zurück ist. Verkäufe, Zahlungen und Buchungen brauchen die Verbindung: Sie werden abgelehnt, nicht für später aufbewahrt.',
    retry: 'Erneut prüfen',
  },
  fr: {
    title: 'Aucune connexion au serveur depuis {{time}} ({{ago}})',
    body: "L'enregistrement des entrées continue avec la liste d'accès de cet appareil et se synchronise au retour de la connexion. Les ventes, les paiements et les réservations ont besoin de la connexion : ils sont refusés, pas gardés pour plus tard.",
    retry: 'Vérifier à nouveau',
  },
  pt: {
    title: 'Sem ligação ao servidor desde {{time}} ({{ago}})',
    body: 'O check-in continua a funcionar com a lista de entrada deste dispositivo e sincroniza quando a ligação voltar. Vendas, pagamentos e reservas precisam da ligação: são recusados, não guardados para depois.',
    retry: 'Verificar de novo',
  },
  'zh-TW': {
    title: '自 {{time}} 起無法連線到伺服器（{{ago}}）',
    body: '報到仍可使用本裝置上的入場名單，連線恢復後會自動同步。銷售、付款與預約需要連線：會被拒絕，不會留待稍後處理。',
    retry: '重新檢查',
  },
});
