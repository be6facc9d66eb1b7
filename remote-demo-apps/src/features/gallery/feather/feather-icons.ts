import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import Battery80Outlined from '@mui/icons-material/Battery80Outlined';
import BedOutlined from '@mui/icons-material/BedOutlined';
import BluetoothOutlined from '@mui/icons-material/BluetoothOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import BookOutlined from '@mui/icons-material/BookOutlined';
import BrightnessMediumOutlined from '@mui/icons-material/BrightnessMediumOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CakeOutlined from '@mui/icons-material/CakeOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import CallOutlined from '@mui/icons-material/CallOutlined';
import CameraAltOutlined from '@mui/icons-material/CameraAltOutlined';
import CameraOutlined from '@mui/icons-material/CameraOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import CastOutlined from '@mui/icons-material/CastOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import ChildCareOutlined from '@mui/icons-material/ChildCareOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import CommentOutlined from '@mui/icons-material/CommentOutlined';
import CompareOutlined from '@mui/icons-material/CompareOutlined';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined';
import ContentPasteOutlined from '@mui/icons-material/ContentPasteOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import CropOutlined from '@mui/icons-material/CropOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DataUsageOutlined from '@mui/icons-material/DataUsageOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import DeveloperBoardOutlined from '@mui/icons-material/DeveloperBoardOutlined';
import DirectionsBikeOutlined from '@mui/icons-material/DirectionsBikeOutlined';
import DirectionsRunOutlined from '@mui/icons-material/DirectionsRunOutlined';
import DirectionsWalkOutlined from '@mui/icons-material/DirectionsWalkOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EmojiPeopleOutlined from '@mui/icons-material/EmojiPeopleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import FileCopyOutlined from '@mui/icons-material/FileCopyOutlined';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import FitnessCenterOutlined from '@mui/icons-material/FitnessCenterOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FormatBoldOutlined from '@mui/icons-material/FormatBoldOutlined';
import FormatItalicOutlined from '@mui/icons-material/FormatItalicOutlined';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import FullscreenOutlined from '@mui/icons-material/FullscreenOutlined';
import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GpsFixedOutlined from '@mui/icons-material/GpsFixedOutlined';
import GradeOutlined from '@mui/icons-material/GradeOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HeadphonesOutlined from '@mui/icons-material/HeadphonesOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import HighlightOutlined from '@mui/icons-material/HighlightOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import InventoryOutlined from '@mui/icons-material/InventoryOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ListOutlined from '@mui/icons-material/ListOutlined';
import LocalCafeOutlined from '@mui/icons-material/LocalCafeOutlined';
import LocalDiningOutlined from '@mui/icons-material/LocalDiningOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import LoyaltyOutlined from '@mui/icons-material/LoyaltyOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import MicOutlined from '@mui/icons-material/MicOutlined';
import MonitorOutlined from '@mui/icons-material/MonitorOutlined';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import MouseOutlined from '@mui/icons-material/MouseOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import MusicNoteOutlined from '@mui/icons-material/MusicNoteOutlined';
import NavigationOutlined from '@mui/icons-material/NavigationOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PaymentOutlined from '@mui/icons-material/PaymentOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PieChartOutlined from '@mui/icons-material/PieChartOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import PoolOutlined from '@mui/icons-material/PoolOutlined';
import PowerOutlined from '@mui/icons-material/PowerOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import QrCodeOutlined from '@mui/icons-material/QrCodeOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import SportsBasketballOutlined from '@mui/icons-material/SportsBasketballOutlined';
import SportsGymnasticsOutlined from '@mui/icons-material/SportsGymnasticsOutlined';
import SportsMartialArtsOutlined from '@mui/icons-material/SportsMartialArtsOutlined';
import SportsSoccerOutlined from '@mui/icons-material/SportsSoccerOutlined';
import SportsTennisOutlined from '@mui/icons-material/SportsTennisOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import TollOutlined from '@mui/icons-material/TollOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import TrendingDownOutlined from '@mui/icons-material/TrendingDownOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';
import WalletOutlined from '@mui/icons-material/WalletOutlined';
import WatchOutlined from '@mui/icons-material/WatchOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import WhatshotOutlined from '@mui/icons-material/WhatshotOutlined';
import WifiOutlined from '@mui/icons-material/WifiOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import ZoomInOutlined from '@mui/icons-material/ZoomInOutlined';
import ZoomOutOutlined from '@mui/icons-material/ZoomOutOutlined';

/** The icon grid's icons: about 200 outlined MUI icons (the feather set's counterparts), imported one by one so the rest stay out of the bundle. */
export const FEATHER_ICONS = {
  AddOutlined,
  AddCircleOutlined,
  AlarmOutlined,
  AccessTimeOutlined,
  AccountCircleOutlined,
  AccountBalanceOutlined,
  AppsOutlined,
  ArchiveOutlined,
  ArrowBackOutlined,
  ArrowDownwardOutlined,
  ArrowForwardOutlined,
  ArrowUpwardOutlined,
  AttachFileOutlined,
  AttachMoneyOutlined,
  AutorenewOutlined,
  BackupOutlined,
  BadgeOutlined,
  BarChartOutlined,
  Battery80Outlined,
  BedOutlined,
  BluetoothOutlined,
  BoltOutlined,
  BookOutlined,
  BookmarkOutlined,
  BrightnessMediumOutlined,
  BrushOutlined,
  BugReportOutlined,
  BuildOutlined,
  BusinessOutlined,
  CakeOutlined,
  CalculateOutlined,
  CalendarMonthOutlined,
  CalendarTodayOutlined,
  CallOutlined,
  CameraOutlined,
  CameraAltOutlined,
  CampaignOutlined,
  CancelOutlined,
  CardGiftcardOutlined,
  CastOutlined,
  ChatOutlined,
  CheckBoxOutlined,
  CheckCircleOutlined,
  ChevronLeftOutlined,
  ChevronRightOutlined,
  ChildCareOutlined,
  CircleOutlined,
  ClearOutlined,
  CloseOutlined,
  CloudOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  CodeOutlined,
  CommentOutlined,
  CompareOutlined,
  ComputerOutlined,
  ContentCopyOutlined,
  ContentCutOutlined,
  ContentPasteOutlined,
  ContactMailOutlined,
  ContactsOutlined,
  CreditCardOutlined,
  CropOutlined,
  DashboardOutlined,
  DataUsageOutlined,
  DeleteOutlined,
  DescriptionOutlined,
  DesktopWindowsOutlined,
  DeveloperBoardOutlined,
  DirectionsBikeOutlined,
  DirectionsRunOutlined,
  DirectionsWalkOutlined,
  DnsOutlined,
  DoneOutlined,
  DoneAllOutlined,
  DownloadOutlined,
  DragIndicatorOutlined,
  EditOutlined,
  EmailOutlined,
  EmojiEventsOutlined,
  EmojiPeopleOutlined,
  ErrorOutlined,
  EventOutlined,
  ExploreOutlined,
  ExtensionOutlined,
  FaceOutlined,
  FavoriteOutlined,
  FeedbackOutlined,
  FileCopyOutlined,
  FilterAltOutlined,
  FitnessCenterOutlined,
  FlagOutlined,
  FlightOutlined,
  FolderOutlined,
  FolderOpenOutlined,
  FormatBoldOutlined,
  FormatItalicOutlined,
  FormatListBulletedOutlined,
  FormatQuoteOutlined,
  ForumOutlined,
  FullscreenOutlined,
  FunctionsOutlined,
  GavelOutlined,
  GpsFixedOutlined,
  GradeOutlined,
  GridViewOutlined,
  GroupOutlined,
  GroupsOutlined,
  HeadphonesOutlined,
  HelpOutlined,
  HighlightOutlined,
  HistoryOutlined,
  HomeOutlined,
  HourglassEmptyOutlined,
  ImageOutlined,
  InboxOutlined,
  InfoOutlined,
  InsightsOutlined,
  InventoryOutlined,
  KeyOutlined,
  KeyboardOutlined,
  LabelOutlined,
  LanguageOutlined,
  LaptopOutlined,
  LayersOutlined,
  LightbulbOutlined,
  LinkOutlined,
  ListOutlined,
  LocalCafeOutlined,
  LocalDiningOutlined,
  LocalHospitalOutlined,
  LocalOfferOutlined,
  LocalShippingOutlined,
  LocationOnOutlined,
  LockOutlined,
  LockOpenOutlined,
  LoginOutlined,
  LogoutOutlined,
  LoyaltyOutlined,
  MailOutlined,
  MapOutlined,
  MenuOutlined,
  MicOutlined,
  MonitorOutlined,
  MoreHorizOutlined,
  MoreVertOutlined,
  MouseOutlined,
  MovieOutlined,
  MusicNoteOutlined,
  NavigationOutlined,
  NotificationsOutlined,
  OpenInNewOutlined,
  PaletteOutlined,
  PauseOutlined,
  PaymentOutlined,
  PeopleOutlined,
  PersonOutlined,
  PersonAddOutlined,
  PhoneOutlined,
  PhotoCameraOutlined,
  PieChartOutlined,
  PlayArrowOutlined,
  PlayCircleOutlined,
  PoolOutlined,
  PowerOutlined,
  PrintOutlined,
  PushPinOutlined,
  QrCodeOutlined,
  QuestionAnswerOutlined,
  ReceiptOutlined,
  RedeemOutlined,
  RefreshOutlined,
  RemoveOutlined,
  RemoveCircleOutlined,
  ReplyOutlined,
  ReportOutlined,
  RestartAltOutlined,
  RestaurantOutlined,
  SaveOutlined,
  ScheduleOutlined,
  SchoolOutlined,
  SearchOutlined,
  SecurityOutlined,
  SendOutlined,
  SettingsOutlined,
  ShareOutlined,
  ShieldOutlined,
  ShoppingBagOutlined,
  ShoppingCartOutlined,
  ShowChartOutlined,
  SmsOutlined,
  SpeedOutlined,
  SpaOutlined,
  SportsBasketballOutlined,
  SportsGymnasticsOutlined,
  SportsMartialArtsOutlined,
  SportsSoccerOutlined,
  SportsTennisOutlined,
  StarOutlined,
  StorageOutlined,
  StoreOutlined,
  SyncOutlined,
  TableChartOutlined,
  TagOutlined,
  TerminalOutlined,
  ThumbDownOutlined,
  ThumbUpOutlined,
  TimerOutlined,
  TodayOutlined,
  TollOutlined,
  TranslateOutlined,
  TrendingDownOutlined,
  TrendingUpOutlined,
  TuneOutlined,
  UndoOutlined,
  UploadOutlined,
  VerifiedOutlined,
  VideocamOutlined,
  VisibilityOutlined,
  VisibilityOffOutlined,
  VolumeUpOutlined,
  WalletOutlined,
  WatchOutlined,
  WaterDropOutlined,
  WhatshotOutlined,
  WifiOutlined,
  WorkOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
};
