import { createRoot } from 'react-dom/client';
import { CheckoutApp } from './checkout-app.tsx';
import './checkout.css';

const root = document.getElementById('checkout-root');
if (root) createRoot(root).render(<CheckoutApp />);
