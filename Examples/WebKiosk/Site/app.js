// The page asks the native side to print a ticket; the app answers through ticketPrinted(number).
let printing = false;
document.getElementById('ticket').addEventListener('click', () => {
  if (printing) return;
  printing = true;
  document.getElementById('status').textContent = 'Printing…';
  window.webkit.messageHandlers.kiosk.postMessage({ action: 'printTicket', queue: 'A' });
});

function ticketPrinted(number) {
  printing = false;
  document.getElementById('status').textContent = 'Your number is ' + number + '.';
  document.getElementById('ticket').classList.add('printed');
}
