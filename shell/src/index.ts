import './public-path';

// The asynchronous boundary lets federation negotiate shared singletons before the app runs.
import(/* webpackChunkName: "app" */ './app/bootstrap');
