import { priceInvoice } from '@cloudfit/shared/domain/invoice-amounts';
import { defaultStartFor, membershipEndDate } from '@cloudfit/shared/domain/membership-period';
import '@cloudfit/shared/ui/kit/kit.i18n';
import '../sales.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useParams } from '@cloudfit/shared/router/app-router';
import type { Member } from '@cloudfit/shared/schemas/member.schema';
import {
  type MembershipItem,
  type MembershipStatus,
  sellMembershipMoney,
  sellMembershipSchema,
} from '@cloudfit/shared/schemas/membership.schema';
import type { PackageKind } from '@cloudfit/shared/schemas/package.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useStudioProfile } from '@cloudfit/shared/ui/format/studio-profile';
import { useWholeUnits } from '@cloudfit/shared/ui/format/use-whole-units';
import {
  FieldGrid,
  FormDay,
  FormSelect,
  FormText,
  ResourceFormBody,
  useResourceForm,
} from '@cloudfit/shared/ui/kit/form';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import { useRecord } from '@cloudfit/shared/ui/kit/record';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useMemberMemberships } from '../../../api/use-member-memberships';
import { useTrainers } from '../../../api/use-trainers';
import { sellMembership } from '../api/sell-membership';
import { useCouponCheck } from '../api/use-coupon-check';
import { usePackagesForSale } from '../api/use-packages-for-sale';
import { CouponField } from '../components/CouponField';
import { CurrentMemberships } from '../components/CurrentMemberships';
import { PaymentChoice } from '../components/PaymentChoice';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { SaleDone } from '../components/SaleDone';
import { StartDateChoice } from '../components/StartDateChoice';

type SellValues = z.input<typeof sellMembershipSchema>;

/** No package chosen yet: the form holds null and the schema answers "Choose a package.". */
const NOT_CHOSEN = null as unknown as number;

export default function MembershipAddScreen() {
  const { t } = useTranslation('studio');
  const memberId = Number(useParams().id);
  const member = useRecord<Member>('members', memberId).data;
  const memberships = useMemberMemberships(memberId).data;
  const [sold, setSold] = useState<MembershipItem | null>(null);

  const backTo = `/apps/member/edit/${memberId}`;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={t('sales.membership.title')}
        subtitle={member ? `${member.fullName} · ${member.memberNumber}` : '\u00a0'}
        backTo={backTo}
      />
      {sold ? (
        <SaleDone
          memberId={memberId}
          invoiceId={sold.invoiceId}
          summary={<SoldMembership membership={sold} />}
          onAnother={() => setSold(null)}
          anotherLabel={t('sales.membership.sellAnother')}
        />
      ) : (
        <>
          <Card sx={{ mb: 3 }}>
            <CardContent>
              <CurrentMemberships memberships={memberships} />
            </CardContent>
          </Card>
          {member && memberships && (
            <SellMembershipForm
              memberId={memberId}
              homeCenterId={member.homeCenterId}
              memberships={memberships}
              onSold={setSold}
            />
          )}
        </>
      )}
    </Box>
  );
}

function SellMembershipForm(props: {
  memberId: number;
  homeCenterId: number;
  memberships: { kind: PackageKind; status: MembershipStatus; endDate: string }[];
  onSold(membership: MembershipItem): void;
}) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const profile = useStudioProfile().data;
  const centerId = useAppStore((s) => s.currentCenter?.id) ?? props.homeCenterId;
  const packages = usePackagesForSale(centerId).data;
  const today = format.today();
  // Only a time package waits for the running time membership; packs start today (defaultStartFor).
  const afterCurrent = defaultStartFor('time', props.memberships, today);

  // The payment may not exceed the total, which depends on the package and the coupon on screen.
  const totalRef = useRef(0);
  const schema = useMemo(
    () =>
      sellMembershipSchema.superRefine((values, ctx) => {
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
    schema: useWholeUnits(schema, sellMembershipMoney),
    defaultValues: {
      packageId: NOT_CHOSEN,
      centerId,
      startDate: afterCurrent === today ? today : afterCurrent,
      trainerId: null,
      couponCode: '',
      payment: null,
      notes: '',
    } satisfies SellValues,
    submit: (values) => sellMembership(props.memberId, values),
    successMessage: t('sales.membership.sold'),
    onSaved: props.onSold,
  });
  const { control } = resourceForm.form;
  const [packageId, startDate, couponCode] = useWatch({
    control,
    name: ['packageId', 'startDate', 'couponCode'],
  });
  const chosen = packages?.find((pkg) => pkg.id === packageId);
  const chosenKind = chosen?.kind;
  useEffect(() => {
    if (!chosenKind || resourceForm.form.getFieldState('startDate').isDirty) return;
    resourceForm.form.setValue('startDate', defaultStartFor(chosenKind, props.memberships, today));
  }, [chosenKind, props.memberships, today, resourceForm.form]);
  const isPt = chosen?.kind === 'pt';
  const trainers = useTrainers(isPt).data;
  // A PT pack sold with its own trainer offers that trainer first.
  const packTrainerId = chosen?.trainerId ?? null;
  useEffect(() => {
    if (packTrainerId === null || resourceForm.form.getFieldState('trainerId').isDirty) return;
    resourceForm.form.setValue('trainerId', packTrainerId);
  }, [packTrainerId, resourceForm.form]);

  const cart = chosen ? [{ kind: 'package' as const, amount: chosen.price }] : [];
  const coupon = useCouponCheck({ code: couponCode, memberId: props.memberId, lines: cart });
  const couponApplies = coupon.settled && !coupon.isFetching && !coupon.error ? coupon.data : undefined;
  const priced = priceInvoice({
    lines: chosen ? [{ kind: 'package', quantity: 1, unitPrice: chosen.price, discount: 0 }] : [],
    discount: 0,
    coupon: coupon.code && couponApplies ? couponApplies : null,
    taxRateBasisPoints: profile?.taxRateBasisPoints ?? 0,
    taxIncluded: profile?.pricesIncludeTax ?? false,
    currency: format.currency,
  });
  const total = priced.ok ? priced.value.total : 0;
  totalRef.current = total;
  const endDate = chosen && startDate ? membershipEndDate(startDate, chosen) : null;

  return (
    <Card>
      <CardContent>
        <ResourceFormBody resourceForm={resourceForm} submitLabel={t('sales.membership.submit')}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            <Box>
              <FieldGrid>
                <Box className="full-row">
                  <FormSelect
                    name="packageId"
                    label={t('sales.membership.package')}
                    required
                    options={(packages ?? []).map((pkg) => ({
                      value: pkg.id,
                      label: `${pkg.name} · ${t(`sales.packageKinds.${pkg.kind}`)} · ${format.money(pkg.price)}`,
                    }))}
                  />
                </Box>
                {isPt && (
                  <Box className="full-row">
                    <FormSelect
                      name="trainerId"
                      label={t('sales.membership.trainer')}
                      required
                      disabled={!trainers}
                      options={(trainers ?? []).map((trainer) => ({
                        value: trainer.id,
                        label: trainer.fullName,
                      }))}
                    />
                  </Box>
                )}
                <Box className="full-row">
                  <StartDateChoice
                    today={today}
                    afterCurrent={chosenKind === 'time' ? afterCurrent : today}
                  />
                </Box>
                <FormDay name="startDate" label={t('sales.membership.startDate')} required />
                <Box data-testid="membership-outcome">
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('sales.membership.endDate')}
                  </Typography>
                  <Typography data-field="endDate">{endDate ? format.day(endDate) : '—'}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    {t('sales.membership.credits')}
                  </Typography>
                  <Typography data-field="credits">
                    {chosen
                      ? chosen.credits === null
                        ? t('sales.membership.unlimited')
                        : format.number(chosen.credits)
                      : '—'}
                  </Typography>
                </Box>
                <Box className="full-row">
                  <CouponField coupon={coupon} />
                </Box>
                <Box className="full-row">
                  <FormText name="notes" label={t('sales.membership.notes')} multiline minRows={2} />
                </Box>
              </FieldGrid>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {t('sales.amounts.title')}
              </Typography>
              <PriceBreakdown
                priced={priced}
                taxRateBasisPoints={profile?.taxRateBasisPoints ?? 0}
                taxIncluded={profile?.pricesIncludeTax ?? false}
              />
              <Divider sx={{ my: 2 }} />
              <PaymentChoice total={total} disabled={!chosen} />
            </Box>
          </Box>
        </ResourceFormBody>
      </CardContent>
    </Card>
  );
}

function SoldMembership({ membership }: { membership: MembershipItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  return (
    <Box data-testid="sold-membership">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {membership.packageName}
      </Typography>
      <Typography variant="body2">
        {t('sales.membership.period', {
          start: format.day(membership.startDate),
          end: format.day(membership.endDate),
        })}
      </Typography>
      {membership.creditsTotal !== null && (
        <Typography variant="body2">
          {t('sales.membership.creditsLeft', { count: membership.creditsRemaining ?? 0 })}
        </Typography>
      )}
      <Typography variant="body2">
        {t('sales.membership.pricePaid', { amount: format.money(membership.pricePaid) })}
      </Typography>
    </Box>
  );
}
