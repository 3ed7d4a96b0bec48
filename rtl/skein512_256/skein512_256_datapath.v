`default_nettype none
// The datapath: Threefish-512 in 32-bit halves, one 32-bit adder and one 64 -> 32
// funnel rotator; a MIX takes two cycles (low half, then high half with the carry).
//
// State: the even words v0, v2, v4, v6 sit as eight halves in a ring E (flip-flops)
// that turns once per half; the odd words v1, v3, v5, v7 in a 16 x 32 distributed RAM
// O, at {0, index, half}; round d pairs E word c with O word c ^ (d mod 4) (the
// Threefish-512 permutation has order 4, so physical and logical order agree at every
// key injection).  O's other eight entries {1, index, half} hold a copy of the even
// words, written at every key injection, for the feed-forward.
//
// O has two read ports (P at address o, Q at o ^ 1, the other half of the same word):
// P is the adder's operand, {Q, P} the word the rotator sees, halves swapped for the
// high half, so that the funnel turns it by R for both halves.  O is written one
// cycle after a result (from the register Y), which keeps both halves of a word
// readable until its MIX is done.
//
// y0 = a + b (+ carry of the low half): a = E head or KW, b = O (P), KW or 0;
// y1 = low32({Q, P} <<< amt) ^ y0, or y0 (rotator cleared).
// KW is the key (or plaintext) half read from the RAM M plus the tweak half, formed by
// a second 32-bit adder (the loader).  The feed-forward (v + subkey 18) ^ plaintext
// and the key parity are formed on the same path (y1 = P ^ KW) and written to M
// from Y.  rtl/skein512_256/README.md describes the schedule.
module skein512_256_datapath #(
    parameter         MEM     = "logic",
    parameter integer VERSION = 13          // 13: Skein 1.3, 12: Skein 1.2 (round 2)
) (
    input  wire        clk,
    input  wire [31:0] in_data,
    // M: the RAM
    input  wire [5:0]  c_raddr,      // read address (data one cycle later on m_q)
    input  wire        c_we,
    input  wire [5:0]  c_waddr,
    input  wire        c_wsel,       // write data: 1 = Y, 0 = in_data
    // load stage: KW <= m + c_tw (+ carry of the low half)
    input  wire        c_kclr,       // KW <= 0
    input  wire        c_lh,         // the half loaded is a high half
    input  wire [31:0] c_tw,         // tweak half to add
    // op stage
    input  wire        c_asel,       // a = KW (else E head)
    input  wire        c_bkw,        // b = KW
    input  wire        c_bz,         // b = 0 (else P)
    input  wire        c_h,          // high half: add the low half's carry
    input  wire        c_rclr,       // y1 = y0
    input  wire [5:0]  c_amt,        // rotation amount
    input  wire [3:0]  c_oaddr,      // O read address (P; Q reads c_oaddr ^ 1)
    input  wire        c_turn,       // turn E, tail <= y0
    // write stage
    input  wire        c_owe,        // O[c_owaddr] <= Y
    input  wire [3:0]  c_owaddr,
    output wire [31:0] digest_word
);
    // -------------------------------------------------------------- constants
    localparam [63:0] C240 = (VERSION == 12) ? 64'h5555555555555555 : 64'h1BD11BDAA9FC1A22;
    // chaining value after the configuration block (Skein-512-256), word 0 in the
    // low bits, then its parity word K8 = C240 ^ K0 ^ ... ^ K7
    localparam [575:0] IV13 = {
        64'hb69d3cfcc73a4e2a, 64'h3eedba1833edfc13, 64'hc36fbaf9393ad185,
        64'he7a436cdc4746251, 64'hec06025e74dd7683, 64'h2a2767a4ae9b94db,
        64'h55aea0614f816e6f, 64'he83590301a79a9eb, 64'hccd044a12fdb3e13
    };
    localparam [575:0] IV12 = {
        64'hc273a79f5ad5e6c2, 64'h7fe63d9bf94edeb8, 64'hafb7174bbd8feee9,
        64'h8d5a3e904b1be9c8, 64'hc962dc0fc0046f2c, 64'h1d2117356504425a,
        64'he1a21465ee3fe124, 64'h7a6dac64c047c2b0, 64'h85a195b18b2264ec
    };
    localparam [575:0] IV = (VERSION == 12) ? IV12 : IV13;

    // M's address map {area[1:0], half, index[2:0]}: area 0 = the message block,
    // 1 = IV words 0..7, 2 = key words 0..7, 3: index 0 = IV word 8, 1 = key word 8,
    // 3 = C240.  Only the constants are initialised.
    function [2047:0] m_init(input [575:0] iv);
        integer i;
        begin
            m_init = {2048{1'b0}};
            for (i = 0; i < 8; i = i + 1) begin
                m_init[(16 + i) * 32 +: 32] = iv[64 * i      +: 32];
                m_init[(24 + i) * 32 +: 32] = iv[64 * i + 32 +: 32];
            end
            m_init[48 * 32 +: 32] = iv[64 * 8      +: 32];
            m_init[56 * 32 +: 32] = iv[64 * 8 + 32 +: 32];
            m_init[51 * 32 +: 32] = C240[31:0];
            m_init[59 * 32 +: 32] = C240[63:32];
        end
    endfunction

    // -------------------------------------------------------------- M
    localparam MSTYLE = (MEM == "bram") ? "bram" : "logic";
    wire [31:0] m_q;
    wire [31:0] wdata;
    lw_ram_sdp #(.DEPTH(64), .DW(32), .STYLE(MSTYLE), .HAS_INIT(1), .NO_RW_CHECK(1), .INIT(m_init(IV))) u_m (
        .clk(clk), .we(c_we), .waddr(c_waddr), .wdata(wdata),
        .re(1'b1), .raddr(c_raddr), .rdata(m_q)
    );

    // -------------------------------------------------------------- KW loader
    reg  [31:0] kw_q;
    reg         kc_q;
    wire [32:0] lsum = {1'b0, m_q} + {1'b0, c_tw} + {32'd0, c_lh & kc_q};
    always @(posedge clk) begin
        kc_q <= lsum[32];
        kw_q <= c_kclr ? 32'd0 : lsum[31:0];
    end

    // -------------------------------------------------------------- state
    reg  [31:0] e_q [0:7];     // v0, v2, v4, v6 by halves (ring, e_q[0] is the head)
    reg  [31:0] o_q [0:15];    // {0, i, h}: v1, v3, v5, v7; {1, i, h}: v0 .. v6 (copy)
    reg  [31:0] y_q;
    reg         cy_q;
    integer i;

    wire [31:0] p  = o_q[c_oaddr];
    wire [31:0] q  = o_q[c_oaddr ^ 4'd1];
    wire [31:0] a  = c_asel ? kw_q : e_q[0];
    wire [31:0] b  = c_bkw ? kw_q : c_bz ? 32'd0 : p;
    wire [32:0] s  = {1'b0, a} + {1'b0, b} + {32'd0, c_h & cy_q};
    wire [31:0] y0 = s[31:0];
    wire [31:0] y1;
    skein512_256_rot u_rot (.x({q, p}), .amt(c_amt), .clr(c_rclr), .z(y0), .y(y1));

    always @(posedge clk) begin
        cy_q <= s[32];
        y_q  <= y1;
        if (c_turn) begin
            for (i = 0; i < 7; i = i + 1) e_q[i] <= e_q[i+1];
            e_q[7] <= y0;
        end
        if (c_owe)
            o_q[c_owaddr] <= y_q;
    end

    // -------------------------------------------------------------- M write data
    // bytes arrive first byte in the MSB; Skein words are little-endian
    wire [31:0] in_le = {in_data[7:0], in_data[15:8], in_data[23:16], in_data[31:24]};
    assign wdata = c_wsel ? y_q : in_le;

    // digest: the chaining value words, bytes in message order, 32 bits at a time
    assign digest_word = {m_q[7:0], m_q[15:8], m_q[23:16], m_q[31:24]};
endmodule

`default_nettype wire
