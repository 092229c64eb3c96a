import { formatNumber, toPersianDigits } from '@parde/fa';
import * as styles from '../../components/page.css';
import { usePageTitle } from '../../components/usePageTitle';
import { planPeriodLabels, plans, pricingPage } from '../../content/pricing';
import { Sections } from './Article';
import * as local from './info.css';

/** Subscription plans (spec §2 /pricing); payment is not live yet, as the copy says. */
export function PricingPage() {
  usePageTitle(pricingPage.title, pricingPage.description);
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
              تا {toPersianDigits(plan.maxProfiles)} پروفایل · کیفیت {plan.quality}
            </p>
            <ul className={styles.list}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className={styles.narrow}>
        <Sections sections={pricingPage.sections} />
      </div>
    </div>
  );
}
