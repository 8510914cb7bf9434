import { create } from 'zustand';
import type { ContactFields } from './send-contact.ts';
import { failureMessage, sendContact, successMessage } from './send-contact.ts';

const EMPTY: ContactFields = { name: '', email: '', company: '', phone: '', challenge: '' };

type ContactState = {
  fields: ContactFields;
  status: 'idle' | 'submitting';
  /** The last outcome, also read out by screen readers. */
  announcement: string;
  setField: (name: keyof ContactFields, value: string) => void;
  submit: (honeypot?: string) => Promise<void>;
};

// Only the browser changes this store (in event handlers); the server render reads its empty start state.
export const useContactStore = create<ContactState>()((set, get) => ({
  fields: EMPTY,
  status: 'idle',
  announcement: '',
  setField: (name, value) => set((state) => ({ fields: { ...state.fields, [name]: value } })),
  submit: async (honeypot = '') => {
    if (get().status === 'submitting') return;
    set({ status: 'submitting', announcement: '' });
    try {
      await sendContact(get().fields, honeypot);
      set({ fields: EMPTY, announcement: successMessage });
      window.alert(successMessage);
    } catch (error) {
      const message = failureMessage(error instanceof Error ? error.message : String(error));
      set({ announcement: message });
      window.alert(message);
    } finally {
      set({ status: 'idle' });
    }
  },
}));
