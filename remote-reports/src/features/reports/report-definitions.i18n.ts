import { addResources } from '@cloudfit/shared/i18n/i18n';

/**
 * What each report's figures count, by the figure's key (shared REPORT_DEFINITION_KEYS). The English
 * is the API's own text; profit and loss has its definitions in reports.i18n.ts.
 */
addResources('reports', {
  en: {
    definitions: {
      transactions: {
        payments:
          'Money taken: the sum of every payment whose time falls on a day in the range (studio time zone), on invoices of the chosen branch, whatever the invoice status is now. A payment reversed as recorded by mistake moved no money and is not counted.',
        refunds:
          'Money given back: the sum of every refund whose time falls on a day in the range, on invoices of the chosen branch.',
        net: 'Payments minus refunds.',
        paymentCount: 'How many payments were taken in the range.',
        refundCount: 'How many refunds were given in the range.',
        byDay: 'The same figures per studio calendar day that had at least one payment or refund.',
        byMethod: 'The same figures per payment method; a refund goes back by the method of its payment.',
        byStaff: 'The same figures per staff member who recorded the payment or refund.',
        rows: 'Each payment and refund, newest first; amounts are positive and a refund counts against the net.',
        reversalCount:
          'How many payments whose time falls on a day in the range were reversed since, as recorded by mistake (the money never came in). They are in no other figure: payments recorded in the range = payments + reversed.',
        reversed:
          'The sum of those reversed payments: money recorded by mistake and taken off its invoice, not money given back.',
        reversals:
          'Each reversed payment, newest reversal first: when it was recorded and reversed, member, invoice, amount, method, the reason and who reversed it.',
      },
      'non-payment': {
        balance:
          'Open balance: invoice total minus what was refunded minus what was paid, as recorded now, over every invoice that is issued or partly paid (not a draft, not void) and not fully paid, issued on or before the as-of day (and within from/to when given), at the chosen branch. An earlier as-of day changes the ageing, not the balances.',
        invoices: 'How many such invoices there are.',
        daysPastDue: 'The as-of day minus the due date, in days; negative while the invoice is not yet due.',
        '0-30': 'Not yet due, or 0 to 30 days past due.',
        '31-60': '31 to 60 days past due.',
        '61-90': '61 to 90 days past due.',
        '90+': 'More than 90 days past due.',
        rows: 'Each such invoice, the longest overdue first; on every row Total - Refunded - Paid = Balance.',
      },
      'personal-training': {
        sessions:
          'PT sessions whose start falls on a day in the range (studio time zone), at the chosen branch.',
        scheduled: 'Sessions still scheduled: neither completed, cancelled nor marked no-show.',
        completed: 'Sessions completed (each used one session of the PT package).',
        cancelled: 'Sessions cancelled.',
        noShow: 'Sessions the member did not come to.',
        value:
          "Value delivered: for each completed session, the price paid for its PT package divided by the package's sessions, rounded to a minor unit; summed.",
      },
      revenue: {
        total:
          'Revenue (gross sales): the totals (after discounts and coupons, tax included) of invoice lines on invoices issued on a day in the range, not drafts and not void, at the chosen branch. It is what was invoiced, not what was collected: collected money is in the transactions report.',
        package: 'The revenue of package lines (memberships sold through an invoice).',
        product: 'The revenue of product lines.',
        custom: 'The revenue of custom lines.',
        quantity: 'Units sold on those lines.',
        tax: 'The tax inside that revenue; the profit and loss report takes it, less the tax share of refunds, out of net revenue.',
        rows: 'Revenue per line kind and item (the line description), largest amount first.',
      },
      attendance: {
        classes:
          'Classes not cancelled whose start falls on a day in the range (studio time zone), at the chosen branch.',
        booked: 'Bookings still booked: the class is to come or attendance was not marked.',
        attended: 'Bookings marked attended.',
        noShow: 'Bookings marked no-show.',
        cancelled: 'Bookings cancelled by the member or the desk, on time or late.',
        waitlisted: 'Members still on the waitlist.',
        rows: 'The same figures per class title.',
      },
      'class-utilization': {
        classes:
          'Classes not cancelled whose start falls on a day in the range (studio time zone), at the chosen branch.',
        capacity: "The sum of those classes' capacities.",
        taken: 'Places held by a booking that is booked, attended or no-show (a no-show still took a place).',
        utilization: 'Taken divided by places, as a percentage with one decimal.',
        rows: 'The same figures per class title.',
      },
      'membership-expiring': {
        memberships:
          'Memberships not cancelled whose last day (after freezes) is in the range, sold at the chosen branch.',
        renewed: 'Of those, memberships whose member holds another active membership ending later.',
        creditsRemaining: 'Class credits or PT sessions left; empty for a time-based membership.',
      },
      'new-members': {
        newMembers:
          'Members (not archived) whose join time falls on a day in the range (studio time zone), with the chosen home branch.',
        rows: 'The same count per day that had at least one new member.',
      },
      retention: {
        atStart:
          'Members (not archived, with the chosen home branch) holding a membership that is not cancelled and covers the first day of the range.',
        retained: 'Of those, members holding such a membership that covers the last day of the range.',
        retention: 'Retained divided by members at start, as a percentage with one decimal.',
        rows: 'The same figures per home branch.',
      },
      'check-ins': {
        attempts: 'Every check-in attempt on a day in the range (studio time zone), at the chosen branch.',
        allowed: 'Attempts that let the member in, including refusals a staff member overrode.',
        refused: 'Attempts that were refused and not overridden.',
        overridden: 'Refusals a staff member overrode with a note (also counted as allowed).',
        rows: 'The same figures per day with at least one attempt.',
      },
      'coupon-usage': {
        redemptions:
          'Coupons applied to invoices counted as revenue: issued on a day in the range, not drafts and not void, at the chosen branch.',
        discount: 'The discount those coupons took off those invoices.',
        rows: 'The same figures per coupon code.',
      },
      expenditure: {
        amount: 'Expenditure: the sum of recorded expenses whose date is in the range, at the chosen branch.',
        expenses: 'How many expenses were recorded.',
        rows: 'The same figures per category.',
      },
    },
  },
  de: {
    definitions: {
      transactions: {
        payments:
          'Eingenommenes Geld: die Summe aller Zahlungen, deren Zeitpunkt auf einen Tag im Zeitraum fällt (Zeitzone des Studios), auf Rechnungen der gewählten Filiale, gleich welchen Status die Rechnung jetzt hat. Eine als Irrtum zurückgebuchte Zahlung hat kein Geld bewegt und zählt nicht.',
        refunds:
          'Zurückgezahltes Geld: die Summe aller Erstattungen, deren Zeitpunkt auf einen Tag im Zeitraum fällt, auf Rechnungen der gewählten Filiale.',
        net: 'Zahlungen minus Erstattungen.',
        paymentCount: 'Wie viele Zahlungen im Zeitraum eingenommen wurden.',
        refundCount: 'Wie viele Erstattungen im Zeitraum gewährt wurden.',
        byDay: 'Dieselben Zahlen je Kalendertag des Studios mit mindestens einer Zahlung oder Erstattung.',
        byMethod: 'Dieselben Zahlen je Zahlungsart; eine Erstattung geht auf dem Weg ihrer Zahlung zurück.',
        byStaff: 'Dieselben Zahlen je Mitarbeiter, der die Zahlung oder Erstattung erfasst hat.',
        rows: 'Jede Zahlung und Erstattung, die neueste zuerst; Beträge sind positiv, eine Erstattung zählt gegen den Saldo.',
        reversalCount:
          'Wie viele Zahlungen, deren Zeitpunkt auf einen Tag im Zeitraum fällt, seither als irrtümlich erfasst zurückgebucht wurden (das Geld kam nie herein). Sie stecken in keiner anderen Zahl: im Zeitraum erfasste Zahlungen = Zahlungen + Zurückgebuchtes.',
        reversed:
          'Die Summe dieser zurückgebuchten Zahlungen: irrtümlich erfasstes Geld, von seiner Rechnung genommen, kein zurückgezahltes Geld.',
        reversals:
          'Jede zurückgebuchte Zahlung, die neueste Rückbuchung zuerst: wann sie erfasst und zurückgebucht wurde, Mitglied, Rechnung, Betrag, Zahlungsart, der Grund und wer sie zurückgebucht hat.',
      },
      'non-payment': {
        balance:
          'Offener Betrag: Rechnungssumme minus Erstattetes minus Bezahltes, wie jetzt erfasst, über jede ausgestellte oder teilweise bezahlte Rechnung (kein Entwurf, nicht storniert), die nicht voll bezahlt ist und am Stichtag oder davor ausgestellt wurde (und im Zeitraum von/bis, wenn angegeben), in der gewählten Filiale. Ein früherer Stichtag ändert die Altersstruktur, nicht die Beträge.',
        invoices: 'Wie viele solche Rechnungen es gibt.',
        daysPastDue:
          'Der Stichtag minus das Fälligkeitsdatum, in Tagen; negativ, solange die Rechnung noch nicht fällig ist.',
        '0-30': 'Noch nicht fällig oder 0 bis 30 Tage überfällig.',
        '31-60': '31 bis 60 Tage überfällig.',
        '61-90': '61 bis 90 Tage überfällig.',
        '90+': 'Mehr als 90 Tage überfällig.',
        rows: 'Jede solche Rechnung, die am längsten überfällige zuerst; in jeder Zeile gilt Summe - Erstattet - Bezahlt = Offener Betrag.',
      },
      'personal-training': {
        sessions:
          'PT-Termine, deren Beginn auf einen Tag im Zeitraum fällt (Zeitzone des Studios), in der gewählten Filiale.',
        scheduled: 'Noch geplante Termine: weder abgeschlossen, abgesagt noch als nicht erschienen markiert.',
        completed: 'Abgeschlossene Termine (jeder verbrauchte einen Termin des PT-Pakets).',
        cancelled: 'Abgesagte Termine.',
        noShow: 'Termine, zu denen das Mitglied nicht kam.',
        value:
          'Erbrachter Wert: für jeden abgeschlossenen Termin der für sein PT-Paket bezahlte Preis geteilt durch die Termine des Pakets, auf eine kleinste Einheit gerundet; summiert.',
      },
      revenue: {
        total:
          'Umsatz (Bruttoumsatz): die Summen (nach Rabatten und Gutscheinen, inklusive Steuer) der Rechnungspositionen auf Rechnungen, die an einem Tag im Zeitraum ausgestellt wurden, ohne Entwürfe und stornierte Rechnungen, in der gewählten Filiale. Es ist, was in Rechnung gestellt wurde, nicht was eingenommen wurde: eingenommenes Geld steht im Transaktionsbericht.',
        package: 'Der Umsatz der Paketpositionen (über eine Rechnung verkaufte Mitgliedschaften).',
        product: 'Der Umsatz der Produktpositionen.',
        custom: 'Der Umsatz der freien Positionen.',
        quantity: 'Auf diesen Positionen verkaufte Einheiten.',
        tax: 'Die im Umsatz enthaltene Steuer; der Bericht Gewinn und Verlust zieht sie, abzüglich des Steueranteils der Erstattungen, vom Nettoumsatz ab.',
        rows: 'Umsatz je Positionsart und Artikel (die Positionsbeschreibung), der größte Betrag zuerst.',
      },
      attendance: {
        classes:
          'Nicht abgesagte Kurse, deren Beginn auf einen Tag im Zeitraum fällt (Zeitzone des Studios), in der gewählten Filiale.',
        booked: 'Noch gebuchte Buchungen: der Kurs kommt noch oder die Anwesenheit wurde nicht erfasst.',
        attended: 'Als anwesend markierte Buchungen.',
        noShow: 'Als nicht erschienen markierte Buchungen.',
        cancelled: 'Vom Mitglied oder am Empfang stornierte Buchungen, rechtzeitig oder spät.',
        waitlisted: 'Mitglieder, die noch auf der Warteliste stehen.',
        rows: 'Dieselben Zahlen je Kurstitel.',
      },
      'class-utilization': {
        classes:
          'Nicht abgesagte Kurse, deren Beginn auf einen Tag im Zeitraum fällt (Zeitzone des Studios), in der gewählten Filiale.',
        capacity: 'Die Summe der Kapazitäten dieser Kurse.',
        taken:
          'Plätze, die eine gebuchte, anwesende oder nicht erschienene Buchung belegt (wer nicht erschien, belegte trotzdem einen Platz).',
        utilization: 'Belegte Plätze geteilt durch Plätze, als Prozentsatz mit einer Nachkommastelle.',
        rows: 'Dieselben Zahlen je Kurstitel.',
      },
      'membership-expiring': {
        memberships:
          'Nicht gekündigte Mitgliedschaften, deren letzter Tag (nach Pausen) im Zeitraum liegt, verkauft in der gewählten Filiale.',
        renewed:
          'Davon Mitgliedschaften, deren Mitglied eine weitere aktive, später endende Mitgliedschaft hat.',
        creditsRemaining:
          'Verbleibende Kurseinheiten oder PT-Termine; leer bei einer zeitbasierten Mitgliedschaft.',
      },
      'new-members': {
        newMembers:
          'Mitglieder (nicht archiviert), deren Beitrittszeit auf einen Tag im Zeitraum fällt (Zeitzone des Studios), mit der gewählten Heimatfiliale.',
        rows: 'Dieselbe Zahl je Tag mit mindestens einem neuen Mitglied.',
      },
      retention: {
        atStart:
          'Mitglieder (nicht archiviert, mit der gewählten Heimatfiliale) mit einer nicht gekündigten Mitgliedschaft, die den ersten Tag des Zeitraums abdeckt.',
        retained:
          'Davon Mitglieder mit einer solchen Mitgliedschaft, die den letzten Tag des Zeitraums abdeckt.',
        retention: 'Gehaltene geteilt durch Mitglieder zu Beginn, als Prozentsatz mit einer Nachkommastelle.',
        rows: 'Dieselben Zahlen je Heimatfiliale.',
      },
      'check-ins': {
        attempts:
          'Jeder Check-in-Versuch an einem Tag im Zeitraum (Zeitzone des Studios), in der gewählten Filiale.',
        allowed:
          'Versuche, die das Mitglied einließen, einschließlich Ablehnungen, die ein Mitarbeiter übergangen hat.',
        refused: 'Abgelehnte und nicht übergangene Versuche.',
        overridden:
          'Ablehnungen, die ein Mitarbeiter mit einer Notiz übergangen hat (auch als zugelassen gezählt).',
        rows: 'Dieselben Zahlen je Tag mit mindestens einem Versuch.',
      },
      'coupon-usage': {
        redemptions:
          'Gutscheine auf Rechnungen, die als Umsatz zählen: an einem Tag im Zeitraum ausgestellt, ohne Entwürfe und stornierte Rechnungen, in der gewählten Filiale.',
        discount: 'Der Rabatt, den diese Gutscheine von diesen Rechnungen abzogen.',
        rows: 'Dieselben Zahlen je Gutscheincode.',
      },
      expenditure: {
        amount: 'Ausgaben: die Summe der erfassten Ausgaben mit Datum im Zeitraum, in der gewählten Filiale.',
        expenses: 'Wie viele Ausgaben erfasst wurden.',
        rows: 'Dieselben Zahlen je Kategorie.',
      },
    },
  },
  fr: {
    definitions: {
      transactions: {
        payments:
          "Argent encaissé : la somme de chaque paiement dont l'heure tombe un jour de la période (fuseau horaire du studio), sur des factures du site choisi, quel que soit l'état actuel de la facture. Un paiement extourné car saisi par erreur n'a déplacé aucun argent et ne compte pas.",
        refunds:
          "Argent rendu : la somme de chaque remboursement dont l'heure tombe un jour de la période, sur des factures du site choisi.",
        net: 'Paiements moins remboursements.',
        paymentCount: 'Le nombre de paiements encaissés dans la période.',
        refundCount: 'Le nombre de remboursements accordés dans la période.',
        byDay: 'Les mêmes chiffres par jour civil du studio ayant au moins un paiement ou un remboursement.',
        byMethod:
          'Les mêmes chiffres par moyen de paiement ; un remboursement repart par le moyen de son paiement.',
        byStaff:
          "Les mêmes chiffres par membre de l'équipe ayant enregistré le paiement ou le remboursement.",
        rows: 'Chaque paiement et remboursement, le plus récent en premier ; les montants sont positifs et un remboursement compte contre le net.',
        reversalCount:
          "Le nombre de paiements dont l'heure tombe un jour de la période extournés depuis, car saisis par erreur (l'argent n'est jamais entré). Ils ne figurent dans aucun autre chiffre : paiements saisis dans la période = paiements + montant extourné.",
        reversed:
          "La somme de ces paiements extournés : de l'argent saisi par erreur et retiré de sa facture, pas de l'argent rendu.",
        reversals:
          "Chaque paiement extourné, l'extourne la plus récente en premier : quand il a été saisi et extourné, membre, facture, montant, moyen, le motif et qui l'a extourné.",
      },
      'non-payment': {
        balance:
          "Solde dû : total de la facture moins le remboursé moins le payé, tels qu'enregistrés maintenant, sur chaque facture émise ou partiellement payée (ni brouillon ni annulée) et non entièrement payée, émise au plus tard le jour de référence (et entre du/au si indiqués), sur le site choisi. Un jour de référence antérieur change l'ancienneté, pas les soldes.",
        invoices: 'Le nombre de ces factures.',
        daysPastDue:
          "Le jour de référence moins la date d'échéance, en jours ; négatif tant que la facture n'est pas échue.",
        '0-30': 'Pas encore échue, ou de 0 à 30 jours de retard.',
        '31-60': 'De 31 à 60 jours de retard.',
        '61-90': 'De 61 à 90 jours de retard.',
        '90+': 'Plus de 90 jours de retard.',
        rows: 'Chacune de ces factures, la plus en retard en premier ; sur chaque ligne, Total - Remboursé - Payé = Solde dû.',
      },
      'personal-training': {
        sessions:
          'Séances de coaching dont le début tombe un jour de la période (fuseau horaire du studio), sur le site choisi.',
        scheduled: 'Séances encore prévues : ni terminées, ni annulées, ni marquées absentes.',
        completed: 'Séances terminées (chacune a utilisé une séance du forfait de coaching).',
        cancelled: 'Séances annulées.',
        noShow: "Séances auxquelles le membre n'est pas venu.",
        value:
          'Valeur réalisée : pour chaque séance terminée, le prix payé pour son forfait de coaching divisé par les séances du forfait, arrondi à la plus petite unité ; additionné.',
      },
      revenue: {
        total:
          "Ventes (ventes brutes) : les totaux (après remises et coupons, taxe comprise) des lignes des factures émises un jour de la période, hors brouillons et factures annulées, sur le site choisi. C'est ce qui a été facturé, pas ce qui a été encaissé : l'argent encaissé figure dans le rapport des transactions.",
        package: 'Les ventes des lignes de forfait (abonnements vendus par une facture).',
        product: 'Les ventes des lignes de produit.',
        custom: 'Les ventes des lignes libres.',
        quantity: 'Les unités vendues sur ces lignes.',
        tax: "La taxe comprise dans ces ventes ; le rapport des résultats la retire, moins la part de taxe des remboursements, du chiffre d'affaires net.",
        rows: 'Les ventes par type de ligne et par article (la description de la ligne), le montant le plus élevé en premier.',
      },
      attendance: {
        classes:
          'Cours non annulés dont le début tombe un jour de la période (fuseau horaire du studio), sur le site choisi.',
        booked: "Réservations encore actives : le cours est à venir ou la présence n'a pas été notée.",
        attended: 'Réservations marquées présentes.',
        noShow: 'Réservations marquées absentes.',
        cancelled: "Réservations annulées par le membre ou l'accueil, à temps ou en retard.",
        waitlisted: "Membres encore sur la liste d'attente.",
        rows: 'Les mêmes chiffres par titre de cours.',
      },
      'class-utilization': {
        classes:
          'Cours non annulés dont le début tombe un jour de la période (fuseau horaire du studio), sur le site choisi.',
        capacity: 'La somme des capacités de ces cours.',
        taken:
          'Places tenues par une réservation active, présente ou absente (un absent a tout de même pris une place).',
        utilization: 'Places prises divisées par les places, en pourcentage à une décimale.',
        rows: 'Les mêmes chiffres par titre de cours.',
      },
      'membership-expiring': {
        memberships:
          'Abonnements non résiliés dont le dernier jour (après suspensions) est dans la période, vendus sur le site choisi.',
        renewed:
          'Parmi eux, les abonnements dont le membre détient un autre abonnement actif finissant plus tard.',
        creditsRemaining:
          'Crédits de cours ou séances de coaching restants ; vide pour un abonnement à durée.',
      },
      'new-members': {
        newMembers:
          "Membres (non archivés) dont l'heure d'inscription tombe un jour de la période (fuseau horaire du studio), avec le site principal choisi.",
        rows: 'Le même nombre par jour ayant au moins un nouveau membre.',
      },
      retention: {
        atStart:
          'Membres (non archivés, avec le site principal choisi) détenant un abonnement non résilié qui couvre le premier jour de la période.',
        retained:
          'Parmi eux, les membres détenant un tel abonnement qui couvre le dernier jour de la période.',
        retention: 'Membres fidélisés divisés par les membres au début, en pourcentage à une décimale.',
        rows: 'Les mêmes chiffres par site principal.',
      },
      'check-ins': {
        attempts:
          "Chaque tentative d'entrée un jour de la période (fuseau horaire du studio), sur le site choisi.",
        allowed:
          "Tentatives qui ont laissé entrer le membre, y compris les refus qu'un membre de l'équipe a levés.",
        refused: 'Tentatives refusées et non levées.',
        overridden: "Refus qu'un membre de l'équipe a levés avec une note (comptés aussi comme permis).",
        rows: 'Les mêmes chiffres par jour ayant au moins une tentative.',
      },
      'coupon-usage': {
        redemptions:
          'Coupons appliqués aux factures comptées en ventes : émises un jour de la période, hors brouillons et factures annulées, sur le site choisi.',
        discount: 'La remise que ces coupons ont retirée de ces factures.',
        rows: 'Les mêmes chiffres par code de coupon.',
      },
      expenditure: {
        amount:
          'Dépenses : la somme des dépenses enregistrées dont la date est dans la période, sur le site choisi.',
        expenses: 'Le nombre de dépenses enregistrées.',
        rows: 'Les mêmes chiffres par catégorie.',
      },
    },
  },
  pt: {
    definitions: {
      transactions: {
        payments:
          'Dinheiro recebido: a soma de cada pagamento cuja hora cai num dia do período (fuso horário do estúdio), em faturas da unidade escolhida, seja qual for agora o estado da fatura. Um pagamento estornado por ter sido registado por engano não movimentou dinheiro e não conta.',
        refunds:
          'Dinheiro devolvido: a soma de cada reembolso cuja hora cai num dia do período, em faturas da unidade escolhida.',
        net: 'Pagamentos menos reembolsos.',
        paymentCount: 'Quantos pagamentos foram recebidos no período.',
        refundCount: 'Quantos reembolsos foram dados no período.',
        byDay: 'Os mesmos valores por dia civil do estúdio com pelo menos um pagamento ou reembolso.',
        byMethod: 'Os mesmos valores por meio de pagamento; um reembolso volta pelo meio do seu pagamento.',
        byStaff: 'Os mesmos valores por membro da equipa que registou o pagamento ou o reembolso.',
        rows: 'Cada pagamento e reembolso, o mais recente primeiro; os montantes são positivos e um reembolso conta contra o líquido.',
        reversalCount:
          'Quantos pagamentos cuja hora cai num dia do período foram estornados desde então, por terem sido registados por engano (o dinheiro nunca entrou). Não entram em nenhum outro valor: pagamentos registados no período = pagamentos + valor estornado.',
        reversed:
          'A soma desses pagamentos estornados: dinheiro registado por engano e retirado da sua fatura, não dinheiro devolvido.',
        reversals:
          'Cada pagamento estornado, o estorno mais recente primeiro: quando foi registado e estornado, membro, fatura, valor, método, o motivo e quem o estornou.',
      },
      'non-payment': {
        balance:
          'Saldo em aberto: total da fatura menos o reembolsado menos o pago, tal como registados agora, em cada fatura emitida ou parcialmente paga (nem rascunho nem anulada) e não totalmente paga, emitida até ao dia de referência (e entre de/até quando indicados), na unidade escolhida. Um dia de referência anterior muda a antiguidade, não os saldos.',
        invoices: 'Quantas faturas destas existem.',
        daysPastDue:
          'O dia de referência menos a data de vencimento, em dias; negativo enquanto a fatura ainda não venceu.',
        '0-30': 'Ainda não vencida, ou de 0 a 30 dias em atraso.',
        '31-60': 'De 31 a 60 dias em atraso.',
        '61-90': 'De 61 a 90 dias em atraso.',
        '90+': 'Mais de 90 dias em atraso.',
        rows: 'Cada uma destas faturas, a mais atrasada primeiro; em cada linha, Total - Reembolsado - Pago = Saldo em aberto.',
      },
      'personal-training': {
        sessions:
          'Sessões de PT cujo início cai num dia do período (fuso horário do estúdio), na unidade escolhida.',
        scheduled: 'Sessões ainda agendadas: nem concluídas, nem canceladas, nem marcadas como falta.',
        completed: 'Sessões concluídas (cada uma gastou uma sessão do pacote de PT).',
        cancelled: 'Sessões canceladas.',
        noShow: 'Sessões a que o membro não veio.',
        value:
          'Valor prestado: para cada sessão concluída, o preço pago pelo seu pacote de PT dividido pelas sessões do pacote, arredondado à menor unidade; somado.',
      },
      revenue: {
        total:
          'Receita (vendas brutas): os totais (depois de descontos e cupões, com imposto) das linhas das faturas emitidas num dia do período, sem rascunhos nem faturas anuladas, na unidade escolhida. É o que foi faturado, não o que foi recebido: o dinheiro recebido está no relatório de transações.',
        package: 'A receita das linhas de pacote (adesões vendidas por fatura).',
        product: 'A receita das linhas de produto.',
        custom: 'A receita das linhas livres.',
        quantity: 'Unidades vendidas nessas linhas.',
        tax: 'O imposto incluído nessa receita; o relatório de lucros e perdas retira-o, menos a parte de imposto dos reembolsos, da receita líquida.',
        rows: 'Receita por tipo de linha e artigo (a descrição da linha), o maior montante primeiro.',
      },
      attendance: {
        classes:
          'Aulas não canceladas cujo início cai num dia do período (fuso horário do estúdio), na unidade escolhida.',
        booked: 'Reservas ainda marcadas: a aula ainda vai acontecer ou a presença não foi registada.',
        attended: 'Reservas marcadas como presentes.',
        noShow: 'Reservas marcadas como falta.',
        cancelled: 'Reservas canceladas pelo membro ou pela receção, a tempo ou tarde.',
        waitlisted: 'Membros ainda na lista de espera.',
        rows: 'Os mesmos valores por título de aula.',
      },
      'class-utilization': {
        classes:
          'Aulas não canceladas cujo início cai num dia do período (fuso horário do estúdio), na unidade escolhida.',
        capacity: 'A soma das capacidades dessas aulas.',
        taken:
          'Lugares ocupados por uma reserva marcada, presente ou com falta (quem faltou ocupou na mesma um lugar).',
        utilization: 'Ocupados a dividir pelos lugares, em percentagem com uma casa decimal.',
        rows: 'Os mesmos valores por título de aula.',
      },
      'membership-expiring': {
        memberships:
          'Adesões não canceladas cujo último dia (depois de congelamentos) está no período, vendidas na unidade escolhida.',
        renewed: 'Destas, as adesões cujo membro tem outra adesão ativa que termina mais tarde.',
        creditsRemaining: 'Créditos de aulas ou sessões de PT restantes; vazio numa adesão por tempo.',
      },
      'new-members': {
        newMembers:
          'Membros (não arquivados) cuja hora de inscrição cai num dia do período (fuso horário do estúdio), com a unidade principal escolhida.',
        rows: 'A mesma contagem por dia com pelo menos um membro novo.',
      },
      retention: {
        atStart:
          'Membros (não arquivados, com a unidade principal escolhida) com uma adesão não cancelada que cobre o primeiro dia do período.',
        retained: 'Destes, os membros com uma adesão assim que cobre o último dia do período.',
        retention: 'Retidos a dividir pelos membros no início, em percentagem com uma casa decimal.',
        rows: 'Os mesmos valores por unidade principal.',
      },
      'check-ins': {
        attempts:
          'Cada tentativa de entrada num dia do período (fuso horário do estúdio), na unidade escolhida.',
        allowed:
          'Tentativas que deixaram entrar o membro, incluindo recusas que um membro da equipa ultrapassou.',
        refused: 'Tentativas recusadas e não ultrapassadas.',
        overridden:
          'Recusas que um membro da equipa ultrapassou com uma nota (contadas também como permitidas).',
        rows: 'Os mesmos valores por dia com pelo menos uma tentativa.',
      },
      'coupon-usage': {
        redemptions:
          'Cupões aplicados a faturas contadas como receita: emitidas num dia do período, sem rascunhos nem faturas anuladas, na unidade escolhida.',
        discount: 'O desconto que esses cupões tiraram dessas faturas.',
        rows: 'Os mesmos valores por código de cupão.',
      },
      expenditure: {
        amount: 'Despesas: a soma das despesas registadas com data no período, na unidade escolhida.',
        expenses: 'Quantas despesas foram registadas.',
        rows: 'Os mesmos valores por categoria.',
      },
    },
  },
  'zh-TW': {
    definitions: {
      transactions: {
        payments:
          '收到的款項：時間落在期間內某日（工作室時區）、屬於所選分店發票的每筆付款總和，不論發票目前狀態。因誤登而沖銷的付款未有金錢往來，不計入。',
        refunds: '退還的款項：時間落在期間內某日、屬於所選分店發票的每筆退款總和。',
        net: '付款減退款。',
        paymentCount: '期間內收到的付款筆數。',
        refundCount: '期間內給出的退款筆數。',
        byDay: '依工作室日曆日列出相同數字，只列至少有一筆付款或退款的日子。',
        byMethod: '依付款方式列出相同數字；退款以其付款的方式退回。',
        byStaff: '依記錄付款或退款的員工列出相同數字。',
        rows: '每筆付款與退款，最新的在前；金額為正數，退款從淨額中扣除。',
        reversalCount:
          '時間落在期間內某日、之後因誤登而沖銷的付款筆數（這筆錢從未收到）。它們不計入其他任何數字：期間內登記的付款 = 付款 + 沖銷金額。',
        reversed: '這些沖銷付款的總和：誤登並從發票上扣除的金額，不是退還的金額。',
        reversals:
          '每筆沖銷的付款，最新沖銷的在前：登記與沖銷的時間、會員、發票、金額、付款方式、原因及沖銷人員。',
      },
      'non-payment': {
        balance:
          '未付餘額：發票總額減去目前記錄的已退款與已付金額，涵蓋每張已開立或部分付款（非草稿、非作廢）且未付清、於基準日當天或之前開立（有指定起訖時也在其中）、屬於所選分店的發票。較早的基準日改變帳齡，不改變餘額。',
        invoices: '這類發票的張數。',
        daysPastDue: '基準日減到期日的天數；發票尚未到期時為負數。',
        '0-30': '尚未到期，或逾期 0 到 30 天。',
        '31-60': '逾期 31 到 60 天。',
        '61-90': '逾期 61 到 90 天。',
        '90+': '逾期超過 90 天。',
        rows: '每張這類發票，逾期最久的在前；每一列皆為 總計 - 已退款 - 已付 = 未結餘額。',
      },
      'personal-training': {
        sessions: '開始時間落在期間內某日（工作室時區）、所選分店的私人教練課。',
        scheduled: '仍排定的課：未完成、未取消，也沒有標記為未到。',
        completed: '已完成的課（每堂用掉私人教練方案的一堂）。',
        cancelled: '已取消的課。',
        noShow: '會員未到的課。',
        value:
          '已提供價值：每堂已完成的課，以其私人教練方案的付款價格除以方案堂數，四捨五入到最小單位；加總。',
      },
      revenue: {
        total:
          '營收（銷售總額）：在期間內某日開立的發票（不含草稿與作廢發票）於所選分店的品項合計（已扣折扣與優惠券，含稅）。這是開立的金額，不是收到的金額：收到的款項見交易報表。',
        package: '方案品項的營收（透過發票售出的會籍）。',
        product: '商品品項的營收。',
        custom: '自訂品項的營收。',
        quantity: '這些品項售出的數量。',
        tax: '營收中所含的稅；損益報表將其（扣除退款所含的稅）從淨營收中減去。',
        rows: '依品項類型與項目（品項說明）列出的營收，金額最大的在前。',
      },
      attendance: {
        classes: '開始時間落在期間內某日（工作室時區）、所選分店未取消的課程。',
        booked: '仍為已預約的預約：課程尚未開始或未記錄出席。',
        attended: '標記為出席的預約。',
        noShow: '標記為未到的預約。',
        cancelled: '會員或櫃檯取消的預約，準時或逾時。',
        waitlisted: '仍在候補名單上的會員。',
        rows: '依課程名稱列出相同數字。',
      },
      'class-utilization': {
        classes: '開始時間落在期間內某日（工作室時區）、所選分店未取消的課程。',
        capacity: '這些課程的容量總和。',
        taken: '由已預約、出席或未到的預約佔用的名額（未到者仍佔了名額）。',
        utilization: '已佔用除以名額，以百分比表示，保留一位小數。',
        rows: '依課程名稱列出相同數字。',
      },
      'membership-expiring': {
        memberships: '最後一天（計入凍結後）落在期間內、於所選分店售出的未取消會籍。',
        renewed: '其中，會員另有一個較晚結束的有效會籍者。',
        creditsRemaining: '剩餘的課程點數或私人教練堂數；以時間計的會籍為空白。',
      },
      'new-members': {
        newMembers: '加入時間落在期間內某日（工作室時區）、所屬分店為所選分店的會員（未封存）。',
        rows: '依日期列出相同人數，只列至少有一位新會員的日子。',
      },
      retention: {
        atStart: '持有涵蓋期間第一天、未取消會籍的會員（未封存，所屬分店為所選分店）。',
        retained: '其中，持有涵蓋期間最後一天的此類會籍的會員。',
        retention: '留存人數除以期初會員數，以百分比表示，保留一位小數。',
        rows: '依所屬分店列出相同數字。',
      },
      'check-ins': {
        attempts: '期間內某日（工作室時區）、所選分店的每次報到嘗試。',
        allowed: '讓會員進場的嘗試，包含員工強制放行的拒絕。',
        refused: '被拒絕且未被強制放行的嘗試。',
        overridden: '員工附註強制放行的拒絕（也計為允許）。',
        rows: '依日期列出相同數字，只列至少有一次嘗試的日子。',
      },
      'coupon-usage': {
        redemptions: '套用於計入營收發票的優惠券：於期間內某日開立、不含草稿與作廢發票、屬於所選分店。',
        discount: '這些優惠券從這些發票扣除的折扣。',
        rows: '依優惠券代碼列出相同數字。',
      },
      expenditure: {
        amount: '支出：日期在期間內、所選分店已記錄支出的總和。',
        expenses: '記錄的支出筆數。',
        rows: '依類別列出相同數字。',
      },
    },
  },
});
