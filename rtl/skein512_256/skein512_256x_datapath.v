// skein512_256x_datapath: Threefish-512 one round a cycle, with the subkey added in
// front of the round (skein512_256-fast).
//
//   T = A + KS          A = P (the plaintext, first round) or S (the state); KS = the
//                       subkey before rounds 4s, 0 otherwise (eight 64-bit adders)
//   S <= round_d(T)     four MIX (adder, rotation by R[d mod 8][j] as an 8-way
//                       choice, xor) and the word permutation as wiring
//   K[0..7] <= T ^ P    FIN: subkey 18 and the feed-forward give the chaining value
//
// K is the key schedule as a ring of nine words: a subkey is formed from words 0..7
// into KS (with the tweak on words 5, 6 and the subkey number on word 7) and the ring
// turns by one word.  Q gathers the next block, P holds the block being hashed for the
// feed-forward.  All memory is flip-flops.
`default_nettype none
module skein512_256x_datapath #(
    parameter integer VERSION = 13          // 13: Skein 1.3, 12: Skein 1.2 (round 2)
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [63:0] in_data,             // message word, first byte in the MSB
    input  wire        in_take,             // ... shifts into Q
    input  wire        c_iv,                // K <= IV (with its parity word)
    input  wire        c_start,             // P <= Q, or 0 with c_zero
    input  wire        c_zero,
    input  wire        c_first,             // the round reads P, not S
    input  wire        c_run,               // S <= round(T)
    input  wire [2:0]  c_d,                 // round number mod 8
    input  wire        c_form,              // KS <= subkey c_s, else KS <= 0
    input  wire        c_krot,              // the ring K turns by one word
    input  wire        c_fin,               // K[0..7] <= T ^ P
    input  wire        c_par,               // K[8] <= C240 ^ K[0] ^ .. ^ K[7]
    input  wire [4:0]  c_s,                 // subkey number
    input  wire [38:0] c_tw5,               // tweak added to subkey word 5: {bits 63..55, bits 29..0}
    input  wire [38:0] c_tw6,               // ... to word 6
    output wire [63:0] digest_word          // K[0], bytes in message order
);
    localparam [63:0] C240 = (VERSION == 12) ? 64'h5555555555555555 : 64'h1BD11BDAA9FC1A22;
    // chaining value after the configuration block (Skein-512-256): word i at bits
    // 64 i, word 8 its parity C240 ^ K0 ^ ... ^ K7 (values of the sibling datapath)
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

    function [63:0] bswap(input [63:0] x);
        bswap = {x[7:0], x[15:8], x[23:16], x[31:24], x[39:32], x[47:40], x[55:48], x[63:56]};
    endfunction
    function [63:0] rotl(input [63:0] x, input [5:0] r);
        rotl = (x << r) | (x >> (7'd64 - {1'b0, r}));
    endfunction

    reg  [511:0] q_q, p_q, s_q, ks_q;
    reg  [575:0] k_q;

    // ---------------------------------------------------------------- next block, plaintext
    // Q shifts in little-endian words: after a block, word i sits at bits 64 (7 - i)
    always @(posedge clk) begin
        if (in_take) q_q <= {q_q[447:0], bswap(in_data)};
        if (c_start) p_q <= c_zero ? 512'd0 : q_q;
    end
    wire [511:0] pw;                         // P with word i at bits 64 i
    genvar gi;
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_pw
            assign pw[64 * gi +: 64] = p_q[64 * (7 - gi) +: 64];
        end
    endgenerate

    // ---------------------------------------------------------------- subkey injection
    wire [511:0] a = c_first ? pw : s_q;
    wire [511:0] t;
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_inj
            assign t[64 * gi +: 64] = a[64 * gi +: 64] + ks_q[64 * gi +: 64];
        end
    endgenerate

    // ---------------------------------------------------------------- one round
    // rotation constants R[d mod 8][j] of Threefish-512
    function [5:0] rc(input [2:0] d, input [1:0] j);
        case ({d, j})
            5'd0:  rc = 6'd46; 5'd1:  rc = 6'd36; 5'd2:  rc = 6'd19; 5'd3:  rc = 6'd37;
            5'd4:  rc = 6'd33; 5'd5:  rc = 6'd27; 5'd6:  rc = 6'd14; 5'd7:  rc = 6'd42;
            5'd8:  rc = 6'd17; 5'd9:  rc = 6'd49; 5'd10: rc = 6'd36; 5'd11: rc = 6'd39;
            5'd12: rc = 6'd44; 5'd13: rc = 6'd9;  5'd14: rc = 6'd54; 5'd15: rc = 6'd56;
            5'd16: rc = 6'd39; 5'd17: rc = 6'd30; 5'd18: rc = 6'd34; 5'd19: rc = 6'd24;
            5'd20: rc = 6'd13; 5'd21: rc = 6'd50; 5'd22: rc = 6'd10; 5'd23: rc = 6'd17;
            5'd24: rc = 6'd25; 5'd25: rc = 6'd29; 5'd26: rc = 6'd39; 5'd27: rc = 6'd43;
            5'd28: rc = 6'd8;  5'd29: rc = 6'd35; 5'd30: rc = 6'd56; default: rc = 6'd22;
        endcase
    endfunction
    wire [511:0] y;                          // MIX j: y[2j] = x0 + x1, y[2j+1] = (x1 <<< R) ^ y[2j]
    generate
        for (gi = 0; gi < 4; gi = gi + 1) begin : g_mix
            wire [63:0] x0 = t[128 * gi +: 64], x1 = t[128 * gi + 64 +: 64];
            wire [63:0] y0 = x0 + x1;
            reg  [63:0] r1;                  // x1 turned by one of eight constants
            always @(*) begin
                case (c_d)
                    3'd0:    r1 = rotl(x1, rc(3'd0, gi[1:0]));
                    3'd1:    r1 = rotl(x1, rc(3'd1, gi[1:0]));
                    3'd2:    r1 = rotl(x1, rc(3'd2, gi[1:0]));
                    3'd3:    r1 = rotl(x1, rc(3'd3, gi[1:0]));
                    3'd4:    r1 = rotl(x1, rc(3'd4, gi[1:0]));
                    3'd5:    r1 = rotl(x1, rc(3'd5, gi[1:0]));
                    3'd6:    r1 = rotl(x1, rc(3'd6, gi[1:0]));
                    default: r1 = rotl(x1, rc(3'd7, gi[1:0]));
                endcase
            end
            assign y[128 * gi +: 64]      = y0;
            assign y[128 * gi + 64 +: 64] = r1 ^ y0;
        end
    endgenerate
    // the permutation: new word i = y[pi(i)], pi = (2, 1, 4, 7, 6, 5, 0, 3)
    wire [511:0] yp = {y[3 * 64 +: 64], y[0 +: 64], y[5 * 64 +: 64], y[6 * 64 +: 64],
                       y[7 * 64 +: 64], y[4 * 64 +: 64], y[1 * 64 +: 64], y[2 * 64 +: 64]};
    always @(posedge clk)
        if (c_run) s_q <= yp;

    // ---------------------------------------------------------------- key schedule
    wire [63:0] tw5 = {c_tw5[38:30], 25'd0, c_tw5[29:0]};
    wire [63:0] tw6 = {c_tw6[38:30], 25'd0, c_tw6[29:0]};
    wire [511:0] ks = {k_q[7 * 64 +: 64] + {59'd0, c_s}, k_q[6 * 64 +: 64] + tw6,
                       k_q[5 * 64 +: 64] + tw5, k_q[319:0]};
    always @(posedge clk) begin
        if (c_form) ks_q <= ks;
        else        ks_q <= 512'd0;
    end

    reg [63:0] par;
    integer i;
    always @(*) begin
        par = C240;
        for (i = 0; i < 8; i = i + 1) par = par ^ k_q[64 * i +: 64];
    end
    always @(posedge clk) begin
        if (rst || c_iv)  k_q <= IV;
        else if (c_fin)   k_q[511:0] <= t ^ pw;
        else if (c_par)   k_q[575:512] <= par;
        else if (c_krot)  k_q <= {k_q[63:0], k_q[575:64]};
    end
    assign digest_word = bswap(k_q[63:0]);
endmodule

`default_nettype wire
