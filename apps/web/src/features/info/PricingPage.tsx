import { useAuth } from '@parde/domain/react';
import { formatNumber, toPersianDigits } from '@parde/fa';
import { ButtonLink, MetaLine } from '@parde/ui';
import * as styles from '../../components/page.css';
import { paths } from '../../config/paths';
import { planPeriodLabels, plans, pricingPage } from '../../content/pricing';
import type { PageRoute } from '../../lib/data/loaders';
import { Sections } from './Article';
import * as local from './info.css';

/** Subscription plans (spec §2 /pricing); payment is not live yet, as the copy says. */
export function PricingPage() {
  // Payment is not live, so the plan's button starts watching: registration for a visitor, the catalogue for a member.
  const signedIn = useAuth((s) => s.status === 'authenticated');
  const cta = signedIn
    ? { href: paths.home.to(), label: 'شروع تماشا' }
    : { href: paths.register.to(), label: 'ثبت‌نام و شروع تماشا' };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{pricingPage.title}</h1>
      <ul className={local.plans}>
        {plans.map((plan) => (
          <li key={plan.id} className={plan.highlighted ? local.planHighlighted : local.plan}>
            <h2 className={styles.subtitle}>{plan.name}</h2>
            <p className={local.price}>
              {formatNumber(plan.priceToman)}{' '}
              <span className={styles.muted}>تومان / {planPeriodLabels[plan.period]}</span>
            </p>
            <p className={styles.muted}>
              <MetaLine items={[`تا ${toPersianDigits(plan.maxProfiles)} عضو`, plan.quality]} />
            </p>
            <ul className={styles.list}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <ButtonLink href={cta.href} variant={plan.highlighted ? 'solid' : 'secondary'} className={local.planAction}>
              {cta.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <div className={styles.narrow}>
        <Sections sections={pricingPage.sections} />
      </div>
    </div>
  );
}

export const pages = {
  PricingPage: {
    Component: PricingPage,
    meta: () => ({ title: pricingPage.title, description: pricingPage.description }),
  },
} satisfies Record<string, PageRoute>;
