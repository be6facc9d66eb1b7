import './public-path';

// The asynchronous boundary lets federation negotiate shared singletons before the app runs.
const start = () => import(/* webpackChunkName: "app" */ './app/bootstrap');

// A page the server rendered paints first: the app's start would otherwise hold its first frame.
if (document.getElementById('page-from-server')) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
