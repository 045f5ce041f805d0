import type { FormCopy } from "./forms";
import { emailLink, phoneLink } from "./site";

// Telugu: what a visitor reads when a form could not be delivered.
export const formCopy: FormCopy = {
  delivery: {
    failure: {
      network: "మా సర్వర్‌ను చేరలేకపోయాం — మీ ఇంటర్నెట్ కనెక్షన్ పోయి ఉండవచ్చు. ఏదీ పంపబడలేదు.",
      timeout: "మా సర్వర్ {seconds} సెకన్లలో జవాబివ్వలేదు, అందుకే ఆపేశాం. ఏదీ పంపబడలేదు.",
      serverError: "మా సర్వర్‌లో సమస్య వచ్చింది (లోపం {status}), మీ వివరాలు తీసుకోలేకపోయింది. ఏదీ పంపబడలేదు.",
      refused: "మా సర్వర్ దీన్ని తిరస్కరించింది (లోపం {status}). ఏదీ పంపబడలేదు.",
    },
    unknownStatus: "తెలియదు",
    stillInForm: [
      "మీ వివరాలు ఇంకా ఫారమ్‌లోనే ఉన్నాయి. మళ్లీ ప్రయత్నించండి, లేదా నేరుగా ",
      phoneLink,
      " కు ఫోన్ చేయండి లేదా ",
      emailLink,
      " కు ఈమెయిల్ పంపండి.",
    ],
  },
  notConnected: {
    title: "{what} పంపడానికి ఈ ఫారమ్‌కు JavaScript కావాలి.",
    text: ["దయచేసి ", phoneLink, " కు ఫోన్ చేయండి లేదా ", emailLink, " కు ఈమెయిల్ పంపండి — ఒక పని దినంలోపు జవాబిస్తాం."],
  },
};
