import type { FaqTopic } from '@cloudfit/shared/schemas/demo/pages-content.schema';

/** The FAQ page's topics (the template's questions). */
export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'payment',
    icon: 'payment',
    title: 'Payment',
    subtitle: 'Which license do I need?',
    qandA: [
      {
        question: 'Does my subscription automatically renew?',
        ans: 'Yes. Every subscription renews at the end of its period with the payment method on file, unless you cancel it before the renewal date.',
      },
      {
        question: 'Can I store the item on an intranet so everyone has access?',
        ans: 'Yes, as long as every person who uses the item is covered by your license. Each seat needs its own license.',
      },
      {
        question: 'What does non-exclusive mean?',
        ans: 'Non-exclusive means the author can sell the same item to other buyers as well. You get the right to use it, not sole ownership.',
      },
      {
        question: 'Is the Regular License the same as an Extended License?',
        ans: 'No. The Regular License covers one end product that is not sold; the Extended License covers an end product that its users pay for.',
      },
    ],
  },
  {
    id: 'delivery',
    icon: 'delivery',
    title: 'Delivery',
    subtitle: 'Where is my order?',
    qandA: [
      {
        question: 'Where has my order reached?',
        ans: 'Open your order history and choose the order: the tracking link shows where the parcel is and when it should arrive.',
      },
      {
        question: 'The shipment status shows delivered, but I have not received the product.',
        ans: 'Check with neighbours and your building reception first. If it is still missing after a day, contact us with the order number and we will open an investigation with the carrier.',
      },
      {
        question: 'Why is my order delayed?',
        ans: 'Orders can be delayed by weather, customs checks or a high number of shipments. The tracking page shows the updated delivery date.',
      },
      {
        question: 'Does shipping have to be done in one go?',
        ans: 'No. Items that ship from different warehouses may arrive in separate parcels at no extra cost.',
      },
    ],
  },
  {
    id: 'cancellation',
    icon: 'cancellation',
    title: 'Cancellation & Return',
    subtitle: 'Can I get my money back?',
    qandA: [
      {
        question: 'Can I cancel my order?',
        ans: 'You can cancel an order until it leaves the warehouse. Open the order and choose cancel; the refund reaches your account within five working days.',
      },
      {
        question: 'Can I return my product?',
        ans: 'Yes, within 30 days of delivery, unused and in its original packaging. Start the return from your order history to get a prepaid label.',
      },
      {
        question: 'Where can I view the status of my return?',
        ans: 'The order history shows every return with its status: label created, in transit, received or refunded.',
      },
    ],
  },
  {
    id: 'myOrders',
    icon: 'orders',
    title: 'My Orders',
    subtitle: 'How do I follow my orders?',
    qandA: [
      {
        question: 'Has my order been successful?',
        ans: 'You receive a confirmation email within minutes of placing an order. The order also appears in your order history.',
      },
      {
        question: 'My promotion code is not working, what can I do?',
        ans: 'Check that the code has not expired and that the items in your cart are part of the promotion. Codes are case-sensitive.',
      },
      {
        question: 'How do I track my orders?',
        ans: 'Every order in your history has a tracking link once it has shipped.',
      },
    ],
  },
  {
    id: 'productServices',
    icon: 'services',
    title: 'Product & Services',
    subtitle: 'Warranty and support',
    qandA: [
      {
        question: 'Will I be notified once my order has shipped?',
        ans: 'Yes. We send an email with the tracking link as soon as the carrier collects the parcel.',
      },
      {
        question: 'Where can I find warranty information?',
        ans: 'The warranty terms are on each product page and in the box. Keep your invoice: it is your proof of purchase.',
      },
      {
        question: 'How can I purchase additional warranty coverage?',
        ans: 'Extended coverage can be added within 30 days of purchase from the product page or your order history.',
      },
    ],
  },
];
