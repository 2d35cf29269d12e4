import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { PageForm } from '../components/page-form.tsx';
import { ShopRequired } from '../components/shop-required.tsx';

/** `/feexpage/paymentLink`: create a payment page. */
export function PaymentPageAddPage() {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <ShopRequired>
      {(shop) => (
        <PageForm
          key={shop}
          shop={shop}
          onSaved={(page) => navigate(localize(`/feexpage/detail/${encodeURIComponent(page._id)}`))}
          onCancel={() => navigate(localize('/feexpage'))}
        />
      )}
    </ShopRequired>
  );
}
