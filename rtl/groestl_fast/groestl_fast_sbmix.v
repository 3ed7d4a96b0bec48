// groestl_fast_sbmix: SubBytes (registered) and MixBytes of the whole Grøstl state,
// the S-box stage and the combinational half of groestl_fast_datapath's ring.
//
// Lanes 0..NB-1 (NB even) are block RAM, two a DP16KD (lw_rom2, both ports reading):
// entry x holds the 18-bit word {5S[4], 5S[3], 3S, 2S} of S = S(x) instead of S alone,
// so that each MixBytes output bit is the parity of at most 11 stored bits (at most 25
// over S alone): MixBytes needs fewer LUTs and one logic level less, right after the
// slow block-RAM output.  The other lanes are LUTs and flip-flops (lw_aes_sbox "logic")
// and give S; MixBytes sums them in factored form, A ^ 2(B ^ 2C) per output byte
// (A, B, C: sums of 5, 5 and 4 bytes; 2021 LUT4 for the whole 512-bit state on ECP5
// against 3009 for the 25-input parities of each bit).  Lane g is byte g of sin (byte
// (column j, row i) of the state is lane 8*COLS-1-8j-i); gen_tables.py writes the
// table and the masks from the reference model.
`default_nettype none
module groestl_fast_sbmix #(
    parameter integer COLS = 8,            // state columns
    parameter integer NB   = 64,           // lanes in block RAM (even), the rest in LUTs
    parameter integer N    = 64 * COLS
) (
    input  wire         clk,
    input  wire [N-1:0] sin,               // S-box addresses
    output wire [N-1:0] mb                 // MixBytes(SubBytes(sin of the last cycle))
);
    localparam integer LANES = 8 * COLS;
    localparam integer SW    = 18;         // a block-RAM lane's word
    // BEGIN TABLES (gen_tables.py)
    // SBOX2[SW*x +: SW] = {5S[4], 5S[3], 3S, 2S} of S = S(x)
    localparam [4607:0] SBOX2 = {
        128'h4e8b0d66dff2a0cb7b8447b775a6c0a7,
        128'hc382ae342c6848c75eda65c5c6b8009b,
        128'he1658f035ea957850ffeab4987083259,
        128'h215088f0b62da9ccc89079c2a6bbd28c,
        128'hc89b32b84fad38d9ae49d273a5626591,
        128'h17741a6f9ae17daba3c28487001f7414,
        128'h1ad8902ab32c471109f190e0a143e860,
        128'hdf7187dd96084fb9ce81f28423cb9465,
        128'hec7737c55d24389c9726f4a223c0d56f,
        128'h46040e94763bd1afca4973d07f3beab0,
        128'hb4d8f8125d29c592c58c012df69596e1,
        128'h0e2e32d522fcb37d3a90c4a839a9b11e,
        128'hf439baf45d9fb92e26c48c2832db9207,
        128'h8524e74d59913bdbddab41d16f8af179,
        128'ha70f0a1d36bca71cca8ce0c2cab3b1f9,
        128'h5166441fe8dd19ea6067a0c02579b2b3,
        128'h2b9ee9acc851deb82fc7c95757934e4b,
        128'h9cc88e88d7e1be8bf0f3526c50624c81,
        128'h9b6fe0efd46b96302018d0b75aff05df,
        128'hdf63413c74870ef085ad3f22817c080f,
        128'hf975f3a2f8d2eba25511e1f0a0e07f90,
        128'h604843a5cf8a25047556635e6ac586c5,
        128'hbb6e54fcab176bbbd2a14e8b035263de,
        128'h94d2dcad96751a37bed47b6d8c87907f,
        128'h8c60408b3040000da2e4f5a625c4e715,
        128'he0fb757b52739f461b7935d8f6a4bed6,
        128'hdeeb46cb722d368b8d37458e78751b12,
        128'he7fa9cd7fda53926cd0f77e9b1bcd893,
        128'h090e2d4be0f0ae84df283017a7565469,
        128'h4a560c080fcaa53629cead93e2c23e73,
        128'h4d13d1445c6893e0c02f5105f95a6cda,
        128'h931ae3d07387c27556e6c96e43dd4fbf,
        128'h233a917fd5f59ecdec41c2fecc98e3ae,
        128'hcb15efa1fe84089e747d458fa6bb2e64,
        128'hd18ad519e71f558a9ce00c0a5060d524,
        128'h5b1deef75a0dff637da99eea13e2a5c6
    };
    // MASKW[SW*(8*i+b) +: SW]: bit b of COEF_i * S from the stored word
    localparam [719:0] MASKW = {
        80'h10004402008042001040,
        128'h02004022080000820010600080014200,
        128'h00400000600200108002001000020000,
        128'h40008800210000220000008020000400,
        128'h00800010000200004000080000020020,
        128'h00040000800010000200004000080001
    };
    // END TABLES

    // MixBytes row: B = circ(02, 02, 03, 04, 05, 03, 05, 07); coefficient index into
    // (2, 3, 4, 5, 7) of the byte k rows below the output byte
    function integer ci(input integer k);
        case (k)
            0, 1: ci = 0;  2, 5: ci = 1;  3: ci = 2;  4, 6: ci = 3;  default: ci = 4;
        endcase
    endfunction
    function [7:0] xt(input [7:0] v);          // times 2 in GF(2^8) mod x^8+x^4+x^3+x+1
        xt = {v[6:0], 1'b0} ^ (v[7] ? 8'h1b : 8'h00);
    endfunction
    function integer lane(input integer j, input integer i);
        lane = LANES - 1 - 8 * j - i;
    endfunction

    wire [SW*LANES-1:0] w;                 // every lane's registered word
    genvar g, j, r, b, k;
    generate
        for (g = 0; g < NB; g = g + 2) begin : g_bram
            lw_rom2 #(.DEPTH(256), .DW(SW), .STYLE("bram"), .INIT(SBOX2)) u_rom (
                .clk(clk), .en(1'b1), .addr_a(sin[8*g +: 8]), .addr_b(sin[8*(g + 1) +: 8]),
                .q_a(w[SW*g +: SW]), .q_b(w[SW*(g + 1) +: SW]));
        end
        if (NB < LANES) begin : g_lut
            wire [8*(LANES-NB)-1:0] sl;
            // a hierarchy of its own: mapped apart from the address logic, which ABC
            // would otherwise merge into the 8-input tables
            (* keep_hierarchy *)
            lw_aes_sbox #(.IMPL("logic"), .LANES(LANES - NB)) u_sl (
                .clk(clk), .en(1'b1), .x(sin[N-1:8*NB]), .y(sl));
            for (g = NB; g < LANES; g = g + 1) begin : g_w
                assign w[SW*g +: SW] = {{(SW - 8){1'b0}}, sl[8*(g - NB) +: 8]};
            end
        end
        for (j = 0; j < COLS; j = j + 1) begin : g_col
            for (r = 0; r < 8; r = r + 1) begin : g_row
                // the LUT lanes' part, factored: with the row's coefficients written in
                // binary (c = c0 + 2 c1 + 4 c2) it is A ^ xt(B ^ xt(C)), A, B, C the sums
                // of the bytes whose coefficient has c0, c1, c2 set.  Only where there
                // are LUT lanes: a row of block-RAM lanes elaborates without it.
                if (NB < LANES) begin : g_lsum
                    wire [8*8-1:0] s8;     // the 8 bytes of the sum (0: a BRAM lane)
                    for (k = 0; k < 8; k = k + 1) begin : g_s
                        localparam integer L = lane(j, (r + k) % 8);
                        assign s8[8*k +: 8] = (L < NB) ? 8'h00 : w[SW*L +: 8];
                    end
                    wire [7:0] sa = s8[8*2 +: 8] ^ s8[8*4 +: 8] ^ s8[8*5 +: 8] ^ s8[8*6 +: 8] ^ s8[8*7 +: 8];
                    wire [7:0] sb = s8[8*0 +: 8] ^ s8[8*1 +: 8] ^ s8[8*2 +: 8] ^ s8[8*5 +: 8] ^ s8[8*7 +: 8];
                    wire [7:0] sc = s8[8*3 +: 8] ^ s8[8*4 +: 8] ^ s8[8*6 +: 8] ^ s8[8*7 +: 8];
                    wire [7:0] part = sa ^ xt(sb ^ xt(sc));
                end
                for (b = 0; b < 8; b = b + 1) begin : g_bit
                    wire [8*SW-1:0] t;     // the stored bits of the BRAM lanes this bit sums
                    for (k = 0; k < 8; k = k + 1) begin : g_term
                        localparam integer L = lane(j, (r + k) % 8);
                        localparam integer M = 8 * ci(k) + b;
                        localparam [SW-1:0] MASK = (L < NB) ? MASKW[SW*M +: SW] : {SW{1'b0}};
                        assign t[SW*k +: SW] = w[SW*L +: SW] & MASK;
                    end
                    if (NB < LANES) begin : g_mix
                        assign mb[8 * lane(j, r) + b] = (^t) ^ g_lsum.part[b];
                    end else begin : g_ram
                        assign mb[8 * lane(j, r) + b] = ^t;
                    end
                end
            end
        end
    endgenerate
endmodule
`default_nettype wire
