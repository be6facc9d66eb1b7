import { priceInvoice } from '@cloudfit/shared/domain/invoice-amounts';
import { defaultStartFor } from '@cloudfit/shared/domain/membership-period';
import { useLiveQueries } from '@cloudfit/shared/live/use-live';
import '@cloudfit/shared/ui/kit/kit.i18n';
import '../sales.i18n';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useParams, useSearchParams } from '@cloudfit/shared/router/app-router';
import {
  type CreateInvoiceInput,
  createInvoiceSchema,
  type InvoiceItem,
  invoiceMoney,
  type UpdateInvoiceInput,
} from '@cloudfit/shared/schemas/invoice.schema';
import type { Member } from '@cloudfit/shared/schemas/member.schema';
import type { ProductItem } from '@cloudfit/shared/schemas/product.schema';
import { appStore, useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useStudioProfile } from '@cloudfit/shared/ui/format/studio-profile';
import { useWholeUnits } from '@cloudfit/shared/ui/format/use-whole-units';
import {
  FieldGrid,
  FormDay,
  FormMoney,
  FormText,
  ResourceFormBody,
  useResourceForm,
} from '@cloudfit/shared/ui/kit/form';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import { useRecord, useSaveRecord } from '@cloudfit/shared/ui/kit/record';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useMemberMemberships } from '../../../api/use-member-memberships';
import { useCouponCheck } from '../api/use-coupon-check';
import { CouponField } from '../components/CouponField';
import { InvoiceLines, type StockByProduct, stockAt } from '../components/InvoiceLines';
import { PaymentChoice } from '../components/PaymentChoice';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { SaleDone } from '../components/SaleDone';

type InvoiceValues = z.input<typeof createInvoiceSchema>;

/** A draft's saved values, where editing it starts: each line with its own discount only. */
function draftValues(draft: InvoiceItem): InvoiceValues {
  return {
    memberId: draft.memberId,
    centerId: draft.centerId,
    issue: true,
    dueDate: draft.dueDate,
    lines: draft.lines.map((line) => ({
      kind: line.kind,
      referenceId: line.referenceId,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.ownDiscount,
      ...(line.kind === 'package' ? { startDate: line.startDate, trainerId: line.trainerId } : {}),
    })),
    discount: draft.discount,
    couponCode: draft.couponCode ?? '',
    note: draft.note ?? '',
    payment: null,
  };
}

/** A new invoice for the member, or with `?draft=<id>` that draft to edit, issue or save again. */
export default function InvoiceAddScreen() {
  // Changes made at other desks and in other tabs refresh what this screen shows.
  useLiveQueries();
  const { t, i18n } = useTranslation('studio');
  const memberId = Number(useParams().id);
  const member = useRecord<Member>('members', memberId).data;
  const [searchParams, setSearchParams] = useSearchParams();
  const draftId = Number(searchParams.get('draft')) || null;
  const draftQuery = useRecord<InvoiceItem>('invoices', draftId);
  const draft = draftQuery.data?.status === 'draft' ? draftQuery.data : undefined;
  const [saved, setSaved] = useState<InvoiceItem | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title={t(draftId ? 'sales.invoice.editTitle' : 'sales.invoice.addTitle')}
        subtitle={member ? `${member.fullName} · ${member.memberNumber}` : '\u00a0'}
        backTo={`/apps/member/edit/${memberId}`}
      />
      {saved ? (
        <SaleDone
          memberId={memberId}
          invoiceId={saved.id}
          onAnother={() => {
            setSaved(null);
            setFormKey((key) => key + 1);
            if (draftId) setSearchParams({});
          }}
          anotherLabel={t('sales.invoice.another')}
        />
      ) : draftId && (draftQuery.isError || (draftQuery.data && !draft)) ? (
        // An old link to a draft issued or deleted since: say so, rather than an empty screen.
        <Alert severity="info">{i18n.t('invoice_not_draft', { ns: 'domain' })}</Alert>
      ) : (
        member &&
        (!draftId || draft) && (
          <InvoiceForm
            key={formKey}
            memberId={memberId}
            homeCenterId={member.homeCenterId}
            draft={saved ? undefined : draft}
            onSaved={setSaved}
          />
        )
      )}
    </Box>
  );
}

function InvoiceForm(props: {
  memberId: number;
  homeCenterId: number;
  draft?: InvoiceItem;
  onSaved(invoice: InvoiceItem): void;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const profile = useStudioProfile().data;
  const memberships = useMemberMemberships(props.memberId).data;
  const taxRate = profile?.taxRateBasisPoints ?? 0;
  const taxIncluded = profile?.pricesIncludeTax ?? false;
  const currentCenterId = useAppStore((s) => s.currentCenter?.id) ?? props.homeCenterId;
  const { draft } = props;
  // A draft is saved again (PUT) or the sale is new (POST); the saved invoice replaces any copy read
  // before, and what a sale changes (coupons used, stock, memberships) refreshes behind the done screen.
  const saveInvoice = useSaveRecord<InvoiceItem, CreateInvoiceInput | UpdateInvoiceInput>(
    'invoices',
    draft?.id ?? null,
    { keepAnswer: true, waitForRefresh: false, invalidate: [['coupons'], ['products'], ['memberships']] },
  );
  const centerId = draft?.centerId ?? currentCenterId;
  const [stock, setStock] = useState<StockByProduct>(new Map());
  // What the schema cannot know: the stock on screen and the total the payment may not exceed.
  const stockRef = useRef(stock);
  stockRef.current = stock;
  const totalRef = useRef(0);
  const schema = useMemo(
    () =>
      createInvoiceSchema.superRefine((values, ctx) => {
        if (!values.issue) return;
        const wanted = new Map<number, number>();
        values.lines.forEach((line, index) => {
          if (line.kind !== 'product' || line.referenceId === null) return;
          const quantity = (wanted.get(line.referenceId) ?? 0) + line.quantity;
          wanted.set(line.referenceId, quantity);
          const inStock = stockRef.current.get(line.referenceId) ?? 0;
          if (quantity > inStock)
            ctx.addIssue({
              code: 'custom',
              path: ['lines', index, 'quantity'],
              message: t('sales.lines.notEnoughStock', { count: inStock }),
            });
        });
        if (values.payment && values.payment.amount > totalRef.current)
          ctx.addIssue({
            code: 'custom',
            path: ['payment', 'amount'],
            message: t('sales.payment.moreThanTotal'),
          });
      }),
    [t],
  );

  const resourceForm = useResourceForm({
    schema: useWholeUnits(schema, invoiceMoney),
    defaultValues: draft
      ? draftValues(draft)
      : ({
          memberId: props.memberId,
          centerId,
          issue: true,
          dueDate: null,
          lines: [],
          discount: 0,
          couponCode: '',
          note: '',
          payment: null,
        } satisfies InvoiceValues),
    submit: (values) => {
      const sent = values.issue ? values : { ...values, payment: null };
      return draft ? saveInvoice({ ...sent, version: draft.version }) : saveInvoice(sent);
    },
    draftKey: draft ? `invoice-draft-${draft.id}` : undefined,
    onSaved: (invoice) => {
      appStore
        .getState()
        .toast(
          t(invoice.status === 'draft' ? 'sales.invoice.draftSaved' : 'sales.invoice.issued'),
          'success',
        );
      props.onSaved(invoice);
    },
  });
  const { form } = resourceForm;
  const lineArray = useFieldArray({ control: form.control, name: 'lines' });
  const [lines, discount, couponCode] = useWatch({
    control: form.control,
    name: ['lines', 'discount', 'couponCode'],
  });

  // Products picked earlier (a saved draft, or values put back after the session ended) come
  // without their stock on screen: read it at the branch.
  const productIds = [
    ...new Set(
      (lines ?? []).flatMap((line) =>
        line.kind === 'product' && typeof line.referenceId === 'number' ? [line.referenceId] : [],
      ),
    ),
  ];
  const missingStock = productIds.filter((productId) => !stock.has(productId)).join(',');
  useEffect(() => {
    if (!missingStock) return;
    for (const productId of missingStock.split(',').map(Number)) {
      void apiClient
        .get<ProductItem>(`products/${productId}`)
        .then((product) =>
          setStock((current) =>
            current.has(productId) ? current : new Map(current).set(productId, stockAt(product, centerId)),
          ),
        );
    }
  }, [missingStock, centerId]);

  const linesToPrice = (lines ?? []).map((line) => ({
    kind: line.kind,
    quantity: typeof line.quantity === 'number' && line.quantity > 0 ? line.quantity : 0,
    unitPrice: typeof line.unitPrice === 'number' && Number.isFinite(line.unitPrice) ? line.unitPrice : 0,
    discount: typeof line.discount === 'number' && Number.isFinite(line.discount) ? line.discount : 0,
  }));
  const cart = linesToPrice.map((line) => ({
    kind: line.kind,
    amount: Math.max(0, line.quantity * line.unitPrice - line.discount),
  }));
  const coupon = useCouponCheck({ code: couponCode, memberId: props.memberId, lines: cart });
  const couponApplies = coupon.settled && !coupon.isFetching && !coupon.error ? coupon.data : undefined;
  const priced = priceInvoice({
    lines: linesToPrice,
    discount: typeof discount === 'number' && Number.isFinite(discount) ? discount : 0,
    coupon: coupon.code && couponApplies ? couponApplies : null,
    taxRateBasisPoints: taxRate,
    taxIncluded,
    currency: format.currency,
  });
  const total = priced.ok ? priced.value.total : 0;
  totalRef.current = total;

  const issueForm: typeof resourceForm = {
    ...resourceForm,
    onSubmit: (event) => {
      form.setValue('issue', true);
      return resourceForm.onSubmit(event);
    },
  };
  const saveDraft = () => {
    form.setValue('issue', false);
    void resourceForm.onSubmit();
  };

  return (
    <Card>
      <CardContent>
        <ResourceFormBody
          resourceForm={issueForm}
          submitLabel={t('sales.invoice.issue')}
          extraActions={
            <Button variant="outlined" onClick={saveDraft} disabled={form.formState.isSubmitting}>
              {t('sales.invoice.saveDraft')}
            </Button>
          }
        >
          <InvoiceLines
            lineArray={lineArray}
            centerId={centerId}
            lineAmounts={cart.map((line) => line.amount)}
            stock={stock}
            onStock={(productId, quantity) =>
              setStock((current) => new Map(current).set(productId, quantity))
            }
            startFor={(kind) => defaultStartFor(kind, memberships ?? [], format.today())}
          />
          <Divider sx={{ my: 3 }} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            <FieldGrid>
              <FormMoney name="discount" label={t('sales.invoice.discount')} />
              <FormDay name="dueDate" label={t('sales.invoice.dueDate')} />
              <Box className="full-row">
                <CouponField coupon={coupon} />
              </Box>
              <Box className="full-row">
                <FormText name="note" label={t('sales.invoice.note')} multiline minRows={2} />
              </Box>
            </FieldGrid>
            <Box>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {t('sales.amounts.title')}
              </Typography>
              <PriceBreakdown priced={priced} taxRateBasisPoints={taxRate} taxIncluded={taxIncluded} />
              <Divider sx={{ my: 2 }} />
              <PaymentChoice total={total} disabled={lineArray.fields.length === 0} />
              <Typography variant="caption" color="text.secondary">
                {t('sales.payment.onIssue')}
              </Typography>
            </Box>
          </Box>
        </ResourceFormBody>
      </CardContent>
    </Card>
  );
}
