`default_nettype none
// fugue256_control: the base pointer of the circular state buffer, the step
// sequencer and its micro-steps, the initial state and the digest read-out.
//
// A step is one SMIX with the column work around it (offsets in the frame of the
// step's start, base b: column S_n is entry (b + n) mod 30; the step's rotation
// moves b at its end):
//   K_TIX (13 cycles): TIX(I) then ROR3, CMIX, SMIX     (the first step of a round)
//   K_SUB (11 cycles): ROR3, CMIX, SMIX                 (the second, and 10 in G)
//   K_GA  (12 cycles): S4 ^= S0, S15 ^= S0, ROR15, SMIX (G, 13 times)
//   K_GB  (12 cycles): S4 ^= S0, S16 ^= S0, ROR14, SMIX (G, 13 times)
// then the digest: S1..S3 (X1..X3), S4 ^ S0, S15 ^ S0, S16, S17, S18.
module fugue256_control (
    input  wire       clk,
    input  wire       rst,
    // lw_shell message side
    input  wire       in_valid,
    input  wire       in_last,
    output wire       in_take,
    // lw_shell digest side
    output wire       out_valid,
    input  wire       out_take,
    // datapath
    output wire       re,
    output wire [5:0] raddr,
    output wire       we,
    output wire [5:0] waddr,
    output reg        zr,
    output reg        zy,
    output reg  [1:0] ysel,
    output reg        vld,
    output reg  [1:0] vc,
    output wire       x0i,
    output reg        x1z,
    output wire       xld,
    output wire       xclr
);
    localparam [1:0] S_INIT = 2'd0, S_WAIT = 2'd1, S_RUN = 2'd2, S_OUT = 2'd3;
    localparam [1:0] K_TIX = 2'd0, K_SUB = 2'd1, K_GA = 2'd2, K_GB = 2'd3;

    reg  [1:0] st_q, kind_q;
    reg  [4:0] base_q;        // S_0 is entry base_q
    reg  [4:0] cnt_q;         // cycle in the step; INIT: entry; OUT: digest word (2 cycles each)
    reg        fin_q;         // in G
    reg  [3:0] g_q;           // G: SUB steps 0..9, then GA/GB pairs 0..12
    reg        last_q;        // the word of this round was the message's last

    // ---------------------------------------------------------------- micro-steps
    reg        u_re, u_we, u_x0i, u_last;
    reg  [4:0] u_roff, u_woff;
    wire [3:0] s = cnt_q[3:0];
    wire [4:0] q = (kind_q == K_GA) ? 5'd15 : 5'd16;   // GA / GB: the column that meets S0
    always @(*) begin
        u_re = 1'b0; u_roff = 5'd0; u_we = 1'b0; u_woff = 5'd0;
        zr = 1'b0; zy = 1'b0; ysel = 2'd0; vld = 1'b0; vc = 2'd0;
        u_x0i = 1'b0; x1z = 1'b0; u_last = 1'b0;
        case (kind_q)
            K_TIX: case (s)       // S10 ^= S0; S0 = I; S8 ^= I; S1 ^= S24; ROR3; CMIX
                4'd0:  begin u_we = 1; u_woff = 5'd2; zy = 1; ysel = 2'd2; u_re = 1; u_roff = 5'd10; end
                4'd1:  begin u_we = 1; u_woff = 5'd10; zr = 1; zy = 1; ysel = 2'd0; u_x0i = 1;
                             u_re = 1; u_roff = 5'd24; end
                4'd2:  begin vld = 1; vc = 2'd3; zy = 1; ysel = 2'd0; end
                4'd3:  begin x1z = 1; zr = 1; zy = 1; ysel = 2'd1; u_re = 1; u_roff = 5'd28; end
                4'd4:  begin vld = 1; vc = 2'd1; zr = 1; zy = 1; ysel = 2'd2; u_re = 1; u_roff = 5'd27; end
                4'd5:  begin u_we = 1; u_woff = 5'd1; zy = 1; ysel = 2'd1; end
                4'd6:  begin vld = 1; vc = 2'd0; zr = 1; zy = 1; ysel = 2'd1; u_re = 1; u_roff = 5'd29; end
                4'd7:  begin u_we = 1; u_woff = 5'd3; zy = 1; ysel = 2'd3; end
                4'd8:  begin vld = 1; vc = 2'd2; zr = 1; zy = 1; ysel = 2'd3; u_re = 1; u_roff = 5'd8; end
                4'd9:  begin u_we = 1; u_woff = 5'd8; zr = 1; zy = 1; ysel = 2'd0; u_re = 1; u_roff = 5'd12; end
                4'd10: begin u_we = 1; u_woff = 5'd12; zr = 1; zy = 1; ysel = 2'd1; u_re = 1; u_roff = 5'd13; end
                4'd11: begin u_we = 1; u_woff = 5'd13; zr = 1; zy = 1; ysel = 2'd2; u_re = 1; u_roff = 5'd14; end
                default: begin u_we = 1; u_woff = 5'd14; zr = 1; zy = 1; ysel = 2'd3; u_last = 1; end
            endcase
            K_SUB: case (s)       // S0..2 = S27..29 ^ S1..3, S3 = S0, S15..17 = S12..14 ^ S1..3
                4'd0:  begin vld = 1; vc = 2'd3; zy = 1; ysel = 2'd0; u_re = 1; u_roff = 5'd12; end
                4'd1:  begin u_we = 1; u_woff = 5'd12; zr = 1; zy = 1; ysel = 2'd1; u_re = 1; u_roff = 5'd27; end
                4'd2:  begin vld = 1; vc = 2'd0; zr = 1; zy = 1; ysel = 2'd1; u_re = 1; u_roff = 5'd13; end
                4'd3:  begin u_we = 1; u_woff = 5'd13; zr = 1; zy = 1; ysel = 2'd2; u_re = 1; u_roff = 5'd28; end
                4'd4:  begin vld = 1; vc = 2'd1; zr = 1; zy = 1; ysel = 2'd2; u_re = 1; u_roff = 5'd14; end
                4'd5:  begin u_we = 1; u_woff = 5'd14; zr = 1; zy = 1; ysel = 2'd3; u_re = 1; u_roff = 5'd29; end
                4'd6:  begin vld = 1; vc = 2'd2; zr = 1; zy = 1; ysel = 2'd3; end
                4'd7:  begin u_we = 1; u_woff = 5'd1; zy = 1; ysel = 2'd1; end
                4'd8:  begin u_we = 1; u_woff = 5'd2; zy = 1; ysel = 2'd2; end
                4'd9:  begin u_we = 1; u_woff = 5'd3; zy = 1; ysel = 2'd3; end
                4'd10: u_last = 1;
                default: ;
            endcase
            default: case (s)     // GA, GB: S0..3 = S_q ^ S0, S_q+1..q+3; S4 ^= S0; S0..3 written
                4'd0:  begin u_we = 1; u_woff = 5'd0; zy = 1; ysel = 2'd0; u_re = 1; u_roff = q; end
                4'd1:  begin vld = 1; vc = 2'd0; zr = 1; zy = 1; ysel = 2'd0; u_re = 1; u_roff = 5'd4; end
                4'd2:  begin u_we = 1; u_woff = 5'd4; zr = 1; zy = 1; ysel = 2'd0; u_re = 1; u_roff = q + 5'd1; end
                4'd3:  begin vld = 1; vc = 2'd1; zr = 1; u_re = 1; u_roff = q + 5'd2; end
                4'd4:  begin u_we = 1; u_woff = 5'd1; zy = 1; ysel = 2'd1; end
                4'd5:  begin vld = 1; vc = 2'd2; zr = 1; u_re = 1; u_roff = q + 5'd3; end
                4'd6:  begin u_we = 1; u_woff = 5'd2; zy = 1; ysel = 2'd2; end
                4'd7:  begin vld = 1; vc = 2'd3; zr = 1; end
                4'd8:  begin u_we = 1; u_woff = 5'd3; zy = 1; ysel = 2'd3; end
                4'd11: u_last = 1;
                default: ;
            endcase
        endcase
        if (st_q == S_INIT) begin                   // entry cnt <- 0, or the IV copy
            zr = (cnt_q >= 5'd22); zy = 1'b0; vld = 1'b0; x1z = 1'b0;
        end else if (st_q == S_OUT) begin           // digest word cnt_q[4:1]
            vld = 1'b0; x1z = 1'b0;
            zr = cnt_q[3] | (cnt_q[2:1] == 2'd3);
            zy = ~cnt_q[3] | (cnt_q[3:1] == 3'd4);
            ysel = (cnt_q[3:1] == 3'd0) ? 2'd1 : (cnt_q[3:1] == 3'd1) ? 2'd2 :
                   (cnt_q[3:1] == 3'd2) ? 2'd3 : 2'd0;
        end else if (st_q != S_RUN) begin
            zr = 1'b0; zy = 1'b0; vld = 1'b0; x1z = 1'b0;
        end
    end

    // ---------------------------------------------------------------- addresses
    function [4:0] mod30(input [5:0] a);
        mod30 = (a >= 6'd30) ? a[4:0] - 5'd30 : a[4:0];
    endfunction
    // OUT: words 3..7 are S4, S15, S16, S17, S18
    wire [2:0] ow = cnt_q[3:1];
    wire [4:0] out_off = (ow == 3'd3) ? 5'd4 : {2'b0, ow} + 5'd11;
    // the step waits at its take (TIX, cycle 1) while the shell has no word: nothing
    // of that cycle happens (the word read in cycle 0 stays in the read register)
    wire run = (st_q == S_RUN) & ~(u_x0i & ~in_valid);
    wire [4:0] roff = run ? u_roff : out_off;
    assign re    = (run & u_re) | ((st_q == S_OUT) & ~cnt_q[0]) |
                   ((st_q == S_INIT) & (cnt_q >= 5'd21) & (cnt_q <= 5'd28));
    assign raddr = (st_q == S_INIT) ? {3'b100, cnt_q[2:0] + 3'd3}
                                    : {1'b0, mod30({1'b0, base_q} + {1'b0, roff})};
    assign we    = (run & u_we) | (st_q == S_INIT);
    assign waddr = (st_q == S_INIT) ? {1'b0, cnt_q} : {1'b0, mod30({1'b0, base_q} + {1'b0, u_woff})};
    assign x0i   = run & u_x0i;
    assign in_take = x0i;
    assign xld   = run & u_last;
    assign xclr  = (st_q == S_INIT);
    assign out_valid = (st_q == S_OUT) & cnt_q[0];

    // rotation of the step: ROR3 (TIX, SUB), ROR15 (GA), ROR14 (GB): base - r mod 30
    wire [4:0] rot = (kind_q == K_GA) ? 5'd15 : (kind_q == K_GB) ? 5'd14 : 5'd3;
    wire [4:0] base_next = mod30({1'b0, base_q} + {1'b0, 5'd30 - rot});

    always @(posedge clk) begin
        if (rst) begin
            st_q   <= S_INIT;
            kind_q <= K_TIX;
            base_q <= 5'd0;
            cnt_q  <= 5'd0;
            fin_q  <= 1'b0;
            g_q    <= 4'd0;
            last_q <= 1'b0;
        end else begin
            case (st_q)
                S_INIT: begin
                    base_q <= 5'd0;
                    fin_q  <= 1'b0;
                    cnt_q  <= cnt_q + 5'd1;
                    if (cnt_q == 5'd29) begin
                        st_q  <= S_WAIT;
                        cnt_q <= 5'd0;
                    end
                end
                S_WAIT: if (in_valid) begin
                    st_q   <= S_RUN;
                    kind_q <= K_TIX;
                    cnt_q  <= 5'd0;
                end
                S_RUN: if (run) begin
                    cnt_q <= cnt_q + 5'd1;
                    if (x0i) last_q <= in_last;
                    if (u_last) begin
                        cnt_q  <= 5'd0;
                        base_q <= base_next;
                        case (kind_q)
                            K_TIX: kind_q <= K_SUB;
                            K_SUB: if (fin_q) begin
                                       g_q <= g_q + 4'd1;
                                       if (g_q == 4'd9) begin
                                           kind_q <= K_GA;
                                           g_q    <= 4'd0;
                                       end
                                   end else if (last_q) begin
                                       fin_q <= 1'b1;
                                       g_q   <= 4'd0;
                                   end else if (in_valid) begin
                                       kind_q <= K_TIX;
                                   end else begin
                                       st_q <= S_WAIT;
                                   end
                            K_GA:  kind_q <= K_GB;
                            default: begin
                                       kind_q <= K_GA;
                                       g_q    <= g_q + 4'd1;
                                       if (g_q == 4'd12) st_q <= S_OUT;
                                   end
                        endcase
                    end
                end
                default: begin     // S_OUT: read (even cnt), offer (odd cnt) until taken
                    if (!cnt_q[0] || out_take) cnt_q <= cnt_q + 5'd1;
                    if (out_take && cnt_q[3:0] == 4'd15) begin
                        st_q  <= S_INIT;
                        cnt_q <= 5'd0;
                    end
                end
            endcase
        end
    end
endmodule
`default_nettype wire
